#!/bin/sh
# Regenerates the backgammon fixtures: real matches played by GNU Backgammon
# against itself (apt-get install gnubg), exported by gnubg as Jellyfish .mat
# and as SGF. Run from the source folder. The files are committed; this
# script documents how they were made.
set -eu
out=${1:-tests/data/backgammon}
gnubg=${GNUBG:-/usr/games/gnubg}
match() { # name length seed [extra commands]
	name=$1 length=$2 seed=$3
	shift 3
	{
		echo "set confirm default yes"
		echo "set confirm new off"
		echo "set confirm save off"
		echo "set display off"
		for p in 0 1; do
			echo "set player $p gnubg"
			echo "set player $p chequerplay evaluation plies 0"
			echo "set player $p cubedecision evaluation plies 0"
		done
		echo "set player 0 name Ayla"
		echo "set player 1 name Bahram"
		for c in "$@"; do echo "$c"; done
		echo "set seed $seed"
		if [ "$length" = 0 ]; then # a money session of five games
			echo "set automatic game off"
			echo "new session"
			for g in 2 3 4 5; do echo "new game"; done
		else
			echo "new match $length"
		fi
		echo "export match mat $out/$name.mat"
		echo "save match $out/$name.sgf"
	} | timeout 120 "$gnubg" -t -q > /dev/null 2>&1
}
match match-1pt 1 101
match match-3pt 3 7
match match-5pt 5 202
match match-7pt 7 303
match match-11pt 11 404
match match-5pt-nocube 5 505 "set cube use off"
match nackgammon-5pt 5 606 "set variation nackgammon"
match money-session 0 808 "set jacoby on" "set beavers 3"
