#!/bin/sh
# The fuzzers as a long check (./quickstart test --full): tests/fuzz/run
# builds both libFuzzer targets and runs each for ARBITER_FUZZ_SECONDS
# (60 by default); a crash, a leak or a time-out fails. Skipped, and said,
# where clang's libFuzzer is not installed. TAP.
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/../.." && pwd)}
cd "$SRCDIR" || exit 1
if ! command -v clang > /dev/null ||
   ! echo 'int LLVMFuzzerTestOneInput(const char *d, long n) { return 0; }' |
     clang -x c -fsanitize=fuzzer -o /dev/null - 2> /dev/null; then
	echo "1..0 # SKIP clang's libFuzzer is not installed (apt-get install clang libclang-rt-14-dev)"
	exit 0
fi
echo "1..2"
out=$(tests/fuzz/run "${ARBITER_FUZZ_SECONDS:-60}" 2>&1)
n=0
for t in cli variant; do
	n=$((n + 1))
	log=build-fuzz/fuzz_$t.log
	runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" 2> /dev/null)
	if [ -n "$runs" ] && ! grep -q -E '^(==[0-9]+==ERROR|SUMMARY:)' "$log"; then
		echo "ok $n - fuzz_$t: $runs inputs, no crash"
	else
		echo "not ok $n - fuzz_$t: a crash, or it did not run (build-fuzz/fuzz_$t.log)"
		echo "$out" | tail -5 | sed 's/^/# /'
		grep -E 'ERROR|SUMMARY' "$log" 2> /dev/null | head -5 | sed 's/^/# /'
	fi
done
