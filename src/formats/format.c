#include "formats/format.h"

#include <ctype.h>
#include <string.h>

extern const rec_fmt fmt_json, fmt_sgf, fmt_mat, fmt_tagged, fmt_flat;

/* Detection order: the formats a first byte tells apart, then .mat (whose
 * lines start with blanks, digits or ';'), then movetext, then a line of
 * moves, which is anything else. */
const rec_fmt *const rec_formats[] = { &fmt_json, &fmt_sgf, &fmt_mat, &fmt_tagged, &fmt_flat,
				       NULL };

const rec_fmt *fmt_of(rec_format id)
{
	for (size_t i = 0; rec_formats[i]; i++)
		if (rec_formats[i]->id == id)
			return rec_formats[i];
	return &fmt_tagged;
}

const rec_fmt *fmt_detect(const char *line, size_t n)
{
	for (size_t i = 0; rec_formats[i]; i++)
		if (rec_formats[i]->detect && rec_formats[i]->detect(line, n))
			return rec_formats[i];
	return &fmt_flat;
}

size_t fmt_text_start(const char *line, size_t n)
{
	size_t i = n >= 3 && memcmp(line, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;

	while (i < n && isspace((unsigned char)line[i]))
		i++;
	return i;
}

int fmt_looks_like_records(const char *head)
{
	const char *p = head, *end;

	if (!strncmp(p, "\xEF\xBB\xBF", 3))
		p += 3;
	while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
		p++;
	if (*p == '[' || *p == '{' || *p == '(' || *p == ';')
		return 1;
	end = strchr(p, '\n');
	return fmt_mat.detect(p, end ? (size_t)(end - p) : strlen(p));
}
