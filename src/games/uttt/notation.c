/* Ultimate Tic-Tac-Toe move tokens in the six coordinate systems people
 * use: global algebraic (e5), board.cell (4.4), CodinGame's row and column
 * (4 4), the column and row of theaigames' and Riddles.io's place_move
 * (5 3), a cell index (40) and the calculator keypad (55), matched with
 * PCRE2 patterns compiled once per rule set; and OpenSpiel's action
 * numbers, which the position reads (openspiel()). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/plain.h"
#include "games/uttt/uttt.h"

/* A trailing # (a winning move) is allowed and ignored. */
static const char *const pattern[N_COUNT] = {
	[N_GLOBAL] = "^([a-i])([1-9])#?$",
	[N_BOARD_CELL] = "^([0-8])\\.([0-8])#?$",
	[N_CODINGAME] = "^([0-8])(?:\\s+|\\s*,\\s*)([0-8])$",
	[N_INDEX] = "^([1-7]?[0-9]|80)#?$",
	[N_KEYPAD] = "^([1-9])([1-9])#?$",
	[N_OPENSPIEL] = "^([0-8])$", /* (read by openspiel(), never by the pattern) */
	[N_RIDDLES] = "^([0-8])(?:\\s+|\\s*,\\s*)([0-8])$",
};

static const char *const notation_name[N_COUNT] = { "global", "board-cell", "codingame",
						    "index", "keypad", "openspiel", "riddles" };

/* Does the move end at tok[i] (n bytes in all): there, or at a blank or a
 * comma? */
static int move_ends(const char *tok, size_t n, size_t i)
{
	return i == n || tok[i] == ' ' || tok[i] == '\t' || tok[i] == ',' || tok[i] == '\r' ||
	       tok[i] == '\n';
}

int ttt_own_move(const char *tok, size_t n)
{
	int board_cell = n >= 3 && tok[1] == '.' && tok[0] >= '0' && tok[0] <= '8' &&
			 tok[2] >= '0' && tok[2] <= '8' &&
			 (move_ends(tok, n, 3) || (tok[3] == '#' && move_ends(tok, n, 4)));

	return board_cell ? N_BOARD_CELL : -1;
}

int ttt_patterns(ttt_rules *r, diag *d)
{
	return pat_compile(&r->base.pat, pattern, N_COUNT, 0, 10000, d);
}

/* Keypad digits run 7 8 9 / 4 5 6 / 1 2 3; cells run 0-8 from the top-left. */
static int from_keypad(int k)
{
	return (2 - (k - 1) / 3) * 3 + (k - 1) % 3;
}

static int to_keypad(int i)
{
	return (2 - i / 3) * 3 + i % 3 + 1;
}

static ttt_move from_grid(int row, int col, int claims_win)
{
	return ttt_at(row / 3 * 3 + col / 3, row % 3 * 3 + col % 3, claims_win);
}

/* Keypad digit k's cell (from_keypad), 0 for no keypad digit: cells from
 * 1, so that 0 says none. */
static const unsigned char keypad_cell[256] = { ['1'] = 7, ['2'] = 8, ['3'] = 9, ['4'] = 4,
						['5'] = 5, ['6'] = 6, ['7'] = 1, ['8'] = 2,
						['9'] = 3 };

/* The usual token of each notation, read as its pattern reads it, without
 * the pattern: a global cell in lower case ("e5"), a board and a cell
 * ("4.4"), a row and a column one space apart ("4 4"), or a column and a
 * row ("5 3"), an index ("40"), keypad digits ("55"), each but the two
 * bots' notations with an optional '#'. A
 * file's first record meets each cell once, and the pattern costs a
 * thousand instructions a match. 0 with the move in m; -1 for any other
 * token, which is the pattern's. */
static int plain(int notation, const char *tok, size_t n, ttt_move *m)
{
	int claims = n > 1 && tok[n - 1] == '#' && notation != N_CODINGAME &&
		     notation != N_RIDDLES;
	unsigned a = (unsigned char)tok[0] - '0', b = n > 1 ? (unsigned char)tok[1] - '0' : 0;

	n -= (size_t)claims;
	switch (notation) {
	case N_GLOBAL:
		if (n != 2 || tok[0] < 'a' || tok[0] > 'i' || b - 1 > 8)
			return -1;
		*m = from_grid(9 - (int)b, tok[0] - 'a', claims);
		return 0;
	case N_BOARD_CELL:
	case N_CODINGAME:
	case N_RIDDLES:
		if (n != 3 || a > 8 || tok[1] != (notation == N_BOARD_CELL ? '.' : ' ') ||
		    (unsigned)(tok[2] - '0') > 8)
			return -1;
		b = (unsigned)(tok[2] - '0');
		*m = notation == N_BOARD_CELL ? ttt_at((int)a, (int)b, claims)
		     : notation == N_CODINGAME ? from_grid((int)a, (int)b, 0)
					       : from_grid((int)b, (int)a, 0);
		return 0;
	case N_INDEX: /* 0-9, 10-79, 80: no leading zero */
		if (n == 2 && a - 1 < 8 && b <= 9 && (a < 8 || b == 0))
			a = a * 10 + b;
		else if (n != 1 || a > 9)
			return -1;
		*m = from_grid((int)a / 9, (int)a % 9, claims);
		return 0;
	case N_KEYPAD:
		if (n != 2 || !keypad_cell[(unsigned char)tok[0]] || !keypad_cell[(unsigned char)tok[1]])
			return -1;
		*m = ttt_at(keypad_cell[(unsigned char)tok[0]] - 1,
			    keypad_cell[(unsigned char)tok[1]] - 1, claims);
		return 0;
	}
	return -1;
}

/* OpenSpiel's actions (open_spiel/games/ultimate_tic_tac_toe): 0-8, a
 * cell of the board the mark is sent to, or of the board chosen; where the
 * mark is free and no board is chosen yet, the board to choose (a move of
 * its own, part of the ply). Decoded as the number written, which the
 * position makes one or the other as it is played (uttt.h, ttt_resolve). */
static int openspiel(const char *tok, size_t n, ttt_move *m, diag *d)
{
	int a = n == 1 ? tok[0] - '0' : -1;

	if (a < 0 || a > 8)
		return diag_set(d, "bad-token", "'%.*s' is not an action in OpenSpiel's notation (a "
				"board or a cell, 0-8)", plain_upto(tok, n, 40), tok);
	*m = (ttt_move){ .board = (int8_t)(TTT_NUMBER + a), .cell = -2, .bit = (uint16_t)(1u << a) };
	return 0;
}

int ttt_decode(ttt_state *s, int notation, const char *tok, size_t n, ttt_move *m, diag *d)
{
	const size_t *ov;
	int rc, a, b = 0, claims;

	if (notation == N_OPENSPIEL)
		return openspiel(tok, n, m, d);
	if (n && !plain(notation, tok, n, m))
		return 0;
	rc = n > 16 ? -1 : pat_match(&s->r->base.pat, (size_t)notation, tok, n, s->base.md, &ov);
	if (rc < 0)
		return diag_set(d, "bad-token", "'%.*s' is not a cell in %s notation",
				plain_upto(tok, n, 40), tok, notation_name[notation]);
	claims = tok[n - 1] == '#';
	a = (int)strtol(tok + ov[2], NULL, 10);
	if (rc > 2)
		b = tok[ov[4]] - '0';
	switch (notation) {
	case N_GLOBAL:
		*m = from_grid(9 - (tok[ov[4]] - '0'), (tok[ov[2]] | 0x20) - 'a', claims);
		break;
	case N_BOARD_CELL:
		*m = ttt_at(a, b, claims);
		break;
	case N_CODINGAME:
		*m = from_grid(a, b, claims);
		break;
	case N_RIDDLES: /* the column first: place_move's x, then its y */
		*m = from_grid(b, a, claims);
		break;
	case N_INDEX:
		*m = from_grid(a / 9, a % 9, claims);
		break;
	case N_KEYPAD:
		*m = ttt_at(from_keypad(tok[ov[2]] - '0'), from_keypad(b), claims);
		break;
	}
	return 0;
}

/* text[0, len) into out (of n bytes), cut as snprintf cuts. */
static void put_text(char *out, size_t n, const char *text, size_t len)
{
	if (n) {
		len = len < n ? len : n - 1;
		memcpy(out, text, len);
		out[len] = '\0';
	}
}

/* A number of at most two digits, written at w. */
static char *put_number(char *w, int v)
{
	if (v >= 10)
		*w++ = (char)('0' + v / 10);
	*w++ = (char)('0' + v % 10);
	return w;
}

/* The global names of the 81 cells, board after board, each board's
 * cells from its top-left: a suggestion after an illegal move names every
 * legal one, and the common notation's names cost a look-up. */
static const char global_names[] = "a9b9c9a8b8c8a7b7c7"
				   "d9e9f9d8e8f8d7e7f7"
				   "g9h9i9g8h8i8g7h7i7"
				   "a6b6c6a5b5c5a4b4c4"
				   "d6e6f6d5e5f5d4e4f4"
				   "g6h6i6g5h5i5g4h4i4"
				   "a3b3c3a2b2c2a1b1c1"
				   "d3e3f3d2e2f2d1e1f1"
				   "g3h3i3g2h2i2g1h1i1";

/* A cell's name at w (at most 5 bytes); returns its end. */
static char *name_at(char *w, int notation, int board, int cell)
{
	int row, col;

	if (notation == N_GLOBAL && (unsigned)board < 9 && (unsigned)cell < 9) {
		memcpy(w, global_names + 2 * (board * 9 + cell), 2);
		return w + 2;
	}
	row = board / 3 * 3 + cell / 3;
	col = board % 3 * 3 + cell % 3;
	switch (notation) {
	case N_GLOBAL: *w++ = (char)('a' + col); w = put_number(w, 9 - row); break;
	case N_BOARD_CELL:
	case N_OPENSPIEL: /* (a cell named in a message: its board and its number) */
		w = put_number(w, board); *w++ = '.'; w = put_number(w, cell); break;
	case N_CODINGAME: w = put_number(w, row); *w++ = ' '; w = put_number(w, col); break;
	case N_RIDDLES: w = put_number(w, col); *w++ = ' '; w = put_number(w, row); break;
	case N_INDEX: w = put_number(w, row * 9 + col); break;
	default: w = put_number(w, to_keypad(board)); w = put_number(w, to_keypad(cell)); break;
	}
	return w;
}

/* As snprintf would write it, without its cost. */
void ttt_name(int notation, int board, int cell, char *out, size_t n)
{
	char text[8];

	put_text(out, n, text, (size_t)(name_at(text, notation, board, cell) - text));
}

/* "d1-f3 (bottom)", "2 (bottom)": said in every refusal, so written out
 * here once, not made each time. */
const char *ttt_board_name(int notation, int board)
{
	static const char *const name[3][9] = {
		{ "a7-c9 (top-left)", "d7-f9 (top)", "g7-i9 (top-right)", "a4-c6 (left)",
		  "d4-f6 (centre)", "g4-i6 (right)", "a1-c3 (bottom-left)", "d1-f3 (bottom)",
		  "g1-i3 (bottom-right)" },
		{ "7 (top-left)", "8 (top)", "9 (top-right)", "4 (left)", "5 (centre)", "6 (right)",
		  "1 (bottom-left)", "2 (bottom)", "3 (bottom-right)" },
		{ "0 (top-left)", "1 (top)", "2 (top-right)", "3 (left)", "4 (centre)", "5 (right)",
		  "6 (bottom-left)", "7 (bottom)", "8 (bottom-right)" },
	};

	return name[notation == N_GLOBAL ? 0 : notation == N_KEYPAD ? 1 : 2][board];
}

/* Any name, with its '#' in the same append. */
static __attribute__((noinline)) int encode_any(int notation, const ttt_move *m, buf *out)
{
	char text[8], *w = name_at(text, notation, m->board, m->cell);
	/* the bots' moves (CodinGame's, Riddles.io's) have no marks */
	int dropped = m->claims_win && (notation == N_CODINGAME || notation == N_RIDDLES);

	if (m->claims_win && !dropped)
		*w++ = '#';
	buf_add(out, text, (size_t)(w - text));
	return dropped;
}

/* In OpenSpiel's actions: a board chosen; a mark as one number, or as the
 * board then the cell where the mark is free and no board is chosen (one
 * space apart: each a token of its own). Its '#' is dropped (1). */
static int encode_openspiel(const ttt_state *s, const ttt_move *m, buf *out)
{
	char text[4], *w = text;

	if (m->cell < 0) {
		*w++ = (char)('0' + m->board - TTT_CHOICE);
	} else {
		if (ttt_chosen(s) < 0 && ttt_free(s)) {
			*w++ = (char)('0' + m->board);
			*w++ = ' ';
		}
		*w++ = (char)('0' + m->cell);
	}
	buf_add(out, text, (size_t)(w - text));
	return m->claims_win;
}

/* Written straight into out: a suggestion after an illegal move writes
 * legal moves one after another, most of them a global name without '#',
 * two bytes of the table added in line (no copy routine, no frame). A
 * board chosen (OpenSpiel's) is written with its ply's mark, in any other
 * notation: nothing of its own. */
int ttt_encode(const ttt_state *s, int notation, const ttt_move *m, buf *out)
{
	ttt_move made;

	if (m->cell == -2) { /* one of OpenSpiel's numbers: the move it is here */
		made = ttt_resolve(s, m);
		m = &made;
	}
	if (notation == N_GLOBAL && !m->claims_win && (unsigned)m->board < 9 &&
	    (unsigned)m->cell < 9)
		return buf_add(out, global_names + 2 * (m->board * 9 + m->cell), 2), 0;
	if (notation == N_OPENSPIEL)
		return encode_openspiel(s, m, out);
	if (m->cell < 0)
		return 0;
	if (!m->claims_win && (unsigned)m->board < 9 && (unsigned)m->cell < 9) {
		/* the other names, of three bytes or fewer, the same as name_at's,
		 * written here with no call and no division: the rest of a
		 * suggestion's list */
		static const char third[] = "000111222", place[] = "012012012",
				  keypad[] = "789456123";
		int row = (third[m->board] - '0') * 3 + third[m->cell] - '0';
		int col = (place[m->board] - '0') * 3 + place[m->cell] - '0';
		int at = row * 9 + col;
		char t[3];
		switch (notation) {
		case N_INDEX:
			t[0] = (char)('0' + at / 10), t[1] = (char)('0' + at % 10);
			return at < 10 ? buf_add(out, t + 1, 1) : buf_add(out, t, 2), 0;
		case N_BOARD_CELL:
			t[0] = (char)('0' + m->board), t[1] = '.', t[2] = (char)('0' + m->cell);
			break;
		case N_CODINGAME:
			t[0] = (char)('0' + row), t[1] = ' ', t[2] = (char)('0' + col);
			break;
		case N_RIDDLES:
			t[0] = (char)('0' + col), t[1] = ' ', t[2] = (char)('0' + row);
			break;
		case N_KEYPAD:
			t[0] = keypad[m->board], t[1] = keypad[m->cell];
			return buf_add(out, t, 2), 0;
		default: /* a notation of other names, never asked here */
			return encode_any(notation, m, out);
		}
		return buf_add(out, t, 3), 0;
	}
	return encode_any(notation, m, out);
}

/* The bit of a byte a global, index or keypad name may hold: digits 0-9,
 * letters a-i 10-18; 0 for any other byte. */
static uint32_t name_bit(unsigned char c)
{
	if ((unsigned)c - '0' <= 9u)
		return 1u << (c - '0');
	if ((unsigned)c - 'a' <= 8u)
		return 1u << (c - 'a' + 10);
	return 0;
}

/* The bytes of each cell's name (name_bit's bits), board * 9 + cell, in
 * the global, index and keypad names; bit 19 where the name is one byte
 * (an index under 10). */
#define ROW_OF(b, c) ((b) / 3 * 3 + (c) / 3)
#define COL_OF(b, c) ((b) % 3 * 3 + (c) % 3)
#define AT_OF(b, c) (ROW_OF(b, c) * 9 + COL_OF(b, c))
#define GLOBAL_BITS(b, c) ((1u << (10 + COL_OF(b, c))) | (1u << (9 - ROW_OF(b, c))))
#define INDEX_BITS(b, c) ((1u << (AT_OF(b, c) % 10)) | \
			  (AT_OF(b, c) >= 10 ? 1u << (AT_OF(b, c) / 10) : 1u << 19))
#define KEYPAD_DIGIT(i) ((2 - (i) / 3) * 3 + (i) % 3 + 1)
#define KEYPAD_BITS(b, c) ((1u << KEYPAD_DIGIT(b)) | (1u << KEYPAD_DIGIT(c)))
#define BOARD(F, b) F(b, 0), F(b, 1), F(b, 2), F(b, 3), F(b, 4), F(b, 5), F(b, 6), F(b, 7), F(b, 8)
#define ALL(F) BOARD(F, 0), BOARD(F, 1), BOARD(F, 2), BOARD(F, 3), BOARD(F, 4), BOARD(F, 5), \
	       BOARD(F, 6), BOARD(F, 7), BOARD(F, 8)
static const uint32_t name_bits[3][81] = { { ALL(GLOBAL_BITS) }, { ALL(INDEX_BITS) },
					   { ALL(KEYPAD_BITS) } };
/* The same by board and by bit: the cells of the board whose name holds
 * that bit's byte (cells_with[notation][board][bit], a mask of cells) */
#define CM(F, b, k) ((((F(b, 0)) >> (k) & 1u) << 0) | (((F(b, 1)) >> (k) & 1u) << 1) | \
		     (((F(b, 2)) >> (k) & 1u) << 2) | (((F(b, 3)) >> (k) & 1u) << 3) | \
		     (((F(b, 4)) >> (k) & 1u) << 4) | (((F(b, 5)) >> (k) & 1u) << 5) | \
		     (((F(b, 6)) >> (k) & 1u) << 6) | (((F(b, 7)) >> (k) & 1u) << 7) | \
		     (((F(b, 8)) >> (k) & 1u) << 8))
#define KS(F, b) { CM(F, b, 0), CM(F, b, 1), CM(F, b, 2), CM(F, b, 3), CM(F, b, 4), \
		   CM(F, b, 5), CM(F, b, 6), CM(F, b, 7), CM(F, b, 8), CM(F, b, 9), \
		   CM(F, b, 10), CM(F, b, 11), CM(F, b, 12), CM(F, b, 13), CM(F, b, 14), \
		   CM(F, b, 15), CM(F, b, 16), CM(F, b, 17), CM(F, b, 18), CM(F, b, 19) }
#define BS(F) { KS(F, 0), KS(F, 1), KS(F, 2), KS(F, 3), KS(F, 4), KS(F, 5), KS(F, 6), \
		KS(F, 7), KS(F, 8) }
static const uint16_t cells_with[3][9][20] = { BS(GLOBAL_BITS), BS(INDEX_BITS),
					       BS(KEYPAD_BITS) };
#undef BS
#undef KS
#undef CM
#undef ALL
#undef BOARD
#undef KEYPAD_BITS
#undef KEYPAD_DIGIT
#undef INDEX_BITS
#undef GLOBAL_BITS
#undef AT_OF
#undef COL_OF
#undef ROW_OF

/* The moves of out[0, n) (ttt_moves' list) whose name in notation (global,
 * index or keypad, each name one or two bytes) may be within one edit of
 * text[0, len), in their order, kept in out; returns how many. A name of
 * two bytes none of which text holds is two edits away or more (each of its
 * bytes is changed or taken out); a name of one byte that text lacks is
 * |text| edits away, so it stays only beside a text of one byte. Every
 * suggestion of these names is one edit away (nearer than its own two
 * bytes), and so is every move that ties with one: a move left out here is
 * neither (games/game.h's near). A move that is no cell (a board chosen)
 * is kept. */
int ttt_near_names(int notation, const char *text, size_t len, ttt_move *out, int n)
{
	const uint32_t *bits = name_bits[notation == N_GLOBAL ? 0 : notation == N_INDEX ? 1 : 2];
	uint32_t has = len == 1 ? 1u << 19 : 0;
	int kept = 0;

	for (size_t i = 0; i < len; i++)
		has |= name_bit((unsigned char)text[i]);
	for (int i = 0; i < n; i++)
		if (out[i].cell < 0 || (bits[out[i].board * 9 + out[i].cell] & has))
			out[kept++] = out[i];
	return kept;
}

/* ttt_moves and ttt_near_names at once, for a position whose moves are
 * marks (not OpenSpiel's numbers, whose moves may be boards chosen): the
 * empty cells of the boards allowed, in ttt_moves' order, only those whose
 * name (global, index or keypad) holds a byte of text, or is one byte
 * beside a text of one byte: the same list, with no name looked at a
 * move. Written into out (at most max); returns how many. */
int ttt_near_marks(const ttt_state *s, int notation, const char *text, size_t len,
		   ttt_move *out, int max)
{
	const uint16_t(*with)[20] = cells_with[notation == N_GLOBAL ? 0 : notation == N_INDEX ? 1 : 2];
	uint32_t has = len == 1 ? 1u << 19 : 0;
	int n = 0;

	if (s->base.out.over)
		return 0;
	for (size_t i = 0; i < len; i++)
		has |= name_bit((unsigned char)text[i]);
	for (unsigned boards = ttt_chosen(s) >= 0 ? 1u << ttt_chosen(s) : ttt_allowed(s); boards;
	     boards &= boards - 1) {
		int b = __builtin_ctz(boards);
		unsigned keep = 0;
		for (uint32_t k = has; k; k &= k - 1)
			keep |= with[b][__builtin_ctz(k)];
		for (unsigned cells = keep & TTT_FULL & ~s->occ[b]; cells; cells &= cells - 1)
			if (n < max)
				out[n++] = ttt_at(b, __builtin_ctz(cells), 0);
	}
	return n;
}
