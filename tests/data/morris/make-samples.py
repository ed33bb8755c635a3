#!/usr/bin/env python3
"""Regenerates records/morris/: sample archives of random legal games made
with bench/gen, given tournament-style tags. Run from the source
folder after building bench/gen. The files are committed; this script
documents how they were made."""
import random
import re
import subprocess

GEN = "build/bench/gen"
NAMES = ["Ali", "Reza", "Sara", "Mina", "Ayşe", "Mehmet", "Elif", "Can", "Ana", "Ion",
         "Maria", "Radu", "Jan", "Eva", "Thabo", "Lerato"]
SETS = [
    ("nine-mens-morris", "nine-mens-morris.pgn", "Club Championship", "Online", 6, ""),
    ("baazitoo-dooz", "dooz-tehran.pgn", "Tehran Dooz Open", "Tehran IRI", 6, ""),
    ("stockboi-dokuz-tas", "dokuz-tas-izmir.pgn", "İzmir Dokuz Taş Kupası", "İzmir TUR", 6, ""),
    ("classic", "moara-cluj.pgn", "Cupa Clujului la Moară", "Cluj ROU", 4, ""),
    ("nine-mens-morris", "playok-archive.pgn", "PlayOK rated", "PlayOK", 4, "playok"),
    ("lasker", "lasker.pgn", "Lasker Morris Friendly", "Berlin GER", 2, ""),
    ("morabaraba", "morabaraba.pgn", "Morabaraba League", "Maseru LES", 3, ""),
    ("twelve-mens-morris", "twelve-mens-morris.pgn", "Twelve Men's Morris Cup", "Online", 2, ""),
    ("six-mens-morris", "six-mens-morris.pgn", "Six Men's Morris Cup", "Online", 2, ""),
    ("three-mens-morris", "three-mens-morris.pgn", "Three Men's Morris", "Online", 3, ""),
    ("dooz-twelve", "dooz-twelve.pgn", "Dooz 12 Cup", "Shiraz IRI", 2, ""),
    ("russian-one-time-mill", "one-time-mill.pgn", "One-time Mill Open", "Moscow RUS", 2, ""),
]

rng = random.Random(2026)
for seed, (variant, file, event, site, count, notation) in enumerate(SETS, start=100):
    args = [GEN, "-V", variant, "-c", str(count), "-s", str(seed), "-m", "400"]
    if notation:
        args += ["-n", notation]
    text = subprocess.run(args, check=True, capture_output=True, text=True).stdout
    games = [g for g in re.split(r"(?=\[Event )", text) if g.strip()]
    out = []
    for i, g in enumerate(games, start=1):
        w, b = rng.sample(NAMES, 2)
        g = g.replace('[Event "Random games"]', f'[Event "{event}"]')
        g = g.replace('[Site "bench/gen"]', f'[Site "{site}"]')
        g = g.replace('[Round "%d"]' % i, f'[Date "2026.{rng.randint(1, 11):02d}.{rng.randint(1, 28):02d}"]\n[Round "{i}"]')
        g = g.replace('[White "random"]', f'[White "{w}"]').replace('[Black "random"]', f'[Black "{b}"]')
        if notation:
            g = g.replace(f'[Notation "{notation}"]\n', "")
        out.append(g)
    with open(f"records/morris/{file}", "w") as f:
        f.write("".join(out))
