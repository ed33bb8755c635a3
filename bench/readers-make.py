#!/usr/bin/env python3
"""bench/readers-make.py: the input changes bench/readers makes, each a
filter of one file (standard output the changed text).

  flat-illegal SEP FILE   each line of moves (SEP between moves: "space" or
                          "comma") with its 28th move replaced by its 26th
                          (the same player's cell, taken: illegal where the
                          notation names cells; in OpenSpiel's numbers it may
                          be legal, and bench/readers says how many are not)
  json NOTATION FILE      each line of moves as a JSON Lines record of that
                          notation (uttt-standard), as a program would write it
  doxa-illegal FILE       each DOXA GameHistory line with its 28th tile event
                          replaced by its 26th
  doxa-mismatch FILE      each DOXA GameHistory line claiming another
                          overall winner
  sgf-illegal FILE        each SGF game with the dice of its third move
                          changed (11, or 66 for 11), as bench/inputs changes
                          a .mat game's third turn
  sgf-mismatch FILE       each SGF game's RE[...+N] claiming N + 1
  bots-tagged FILE        each tagged record of global names (as arbiter
                          writes them) laid out as a Python bot harness's
                          save_game writes its .uttt files: the seven tags
                          with X and O and a Termination, names in
                          capitals, '#' after a move that wins, move
                          numbers and lines of at most 80 bytes
"""
import json
import re
import sys

PLY = 27  # the 28th move, as bench/gen --wrong move


def moves_of(line, sep):
    line = line.rstrip('\n')
    if sep == 'comma':
        return [m.strip() for m in line.split(',') if m.strip()]
    return line.split()


def join(moves, sep):
    return (', ' if sep == 'comma' else ' ').join(moves)


def main():
    what = sys.argv[1]
    out = sys.stdout
    if what == 'flat-illegal':
        sep, name = sys.argv[2], sys.argv[3]
        for line in open(name):
            m = moves_of(line, sep)
            if len(m) > PLY:
                m[PLY] = m[PLY - 2]
            out.write(join(m, sep) + '\n')
    elif what == 'json':
        notation, name = sys.argv[2], sys.argv[3]
        sep = 'comma' if notation in ('codingame', 'riddles') else 'space'
        for line in open(name):
            rec = {'game': 'uttt', 'variant': 'uttt-standard', 'notation': notation,
                   'tags': [], 'movetext': [['move', m] for m in moves_of(line, sep)]}
            out.write(json.dumps(rec, separators=(',', ':')) + '\n')
    elif what in ('doxa-illegal', 'doxa-mismatch'):
        for line in open(sys.argv[2]):
            rec = json.loads(line)
            if what == 'doxa-illegal':
                tiles = [i for i, e in enumerate(rec['events']) if 't' in e]
                if len(tiles) > PLY:
                    rec['events'][tiles[PLY]] = dict(rec['events'][tiles[PLY - 2]])
            else:
                other = {'R': 'B', 'B': 'S', 'S': 'R'}
                rec['overall_winner'] = other[rec['overall_winner']]
                for e in rec['events']:
                    if 'overall' in e:
                        e['overall'] = rec['overall_winner']
            out.write(json.dumps(rec, separators=(',', ':')) + '\n')
    elif what == 'sgf-illegal':
        text = open(sys.argv[2], encoding='latin-1').read()
        parts = re.split(r'(\(;)', text)
        res = []
        for p in parts:
            n = [0]

            def third(m):
                n[0] += 1
                if n[0] != 3:
                    return m.group(0)
                d = '66' if m.group(2) == '11' else '11'
                return m.group(1) + d
            res.append(re.sub(r'(;[BW]\[)([1-6][1-6])(?=[a-y\]])', third, p))
        sys.stdout.buffer.write(''.join(res).encode('latin-1'))
    elif what == 'sgf-mismatch':
        text = open(sys.argv[2], encoding='latin-1').read()
        sys.stdout.buffer.write(re.sub(r'RE\[([BW])\+(\d+)',
                                       lambda m: 'RE[%s+%d' % (m.group(1), int(m.group(2)) + 1),
                                       text).encode('latin-1'))
    elif what == 'bots-tagged':
        for rec in re.split(r'\n\n(?=\[)', open(sys.argv[2]).read().strip()):
            head, text = rec.split('\n\n', 1)
            result = re.search(r'\[Result "([^"]*)"\]', head).group(1)
            moves = [w.upper() for w in text.split() if w != result and not w.endswith('.')]
            if result in ('1-0', '0-1'):
                moves[-1] += '#'
            words = []
            for i, m in enumerate(moves):
                if i % 2 == 0:
                    words.append('%d.' % (i // 2 + 1))
                words.append(m)
            lines = ['']
            for w in words + [result]:
                if lines[-1] and len(lines[-1]) + 1 + len(w) > 80:
                    lines.append(w)
                else:
                    lines[-1] += (' ' if lines[-1] else '') + w
            out.write('[Event "Bot Game"]\n[Site "N/A"]\n[Date "2025-01-04"]\n[Round "-"]\n'
                      '[X "random_bot"]\n[O "random_bot"]\n[Result "%s"]\n[Termination "%s"]\n\n'
                      % (result, 'random_bot wins by tic-tac-toe' if '1' in result and '/' not in result
                         else 'draw'))
            out.write('\n'.join(lines) + '\n\n')
    else:
        sys.exit('readers-make.py: no such change: ' + what)


main()
