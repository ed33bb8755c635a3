# pinned checkers in SVG: ringed in red, under their pinner
$ arbiter show --svg --ply 20 tests/data/tables/oracle/plakoto.jsonl
? 0
> <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 540 442" width="540" height="442" role="img" font-family="sans-serif">
> <title>backgammon board</title>
> <rect width="100%" height="100%" fill="#fdf8ec"/>
> <rect x="48" y="30" width="420" height="330" fill="#a1887f"/>
> <polygon points="436.0,360.0 468.0,360.0 452.0,220.0" fill="#efebe9"/>
> <text x="452.0" y="376.0" font-size="11" text-anchor="middle" fill="#555">1</text>
> <polygon points="404.0,360.0 436.0,360.0 420.0,220.0" fill="#6d4c41"/>
> <text x="420.0" y="376.0" font-size="11" text-anchor="middle" fill="#555">2</text>
> <polygon points="372.0,360.0 404.0,360.0 388.0,220.0" fill="#efebe9"/>
> <text x="388.0" y="376.0" font-size="11" text-anchor="middle" fill="#555">3</text>
> <polygon points="340.0,360.0 372.0,360.0 356.0,220.0" fill="#6d4c41"/>
> <text x="356.0" y="376.0" font-size="11" text-anchor="middle" fill="#555">4</text>
> <polygon points="308.0,360.0 340.0,360.0 324.0,220.0" fill="#efebe9"/>
> <text x="324.0" y="376.0" font-size="11" text-anchor="middle" fill="#555">5</text>
> <polygon points="276.0,360.0 308.0,360.0 292.0,220.0" fill="#6d4c41"/>
> <text x="292.0" y="376.0" font-size="11" text-anchor="middle" fill="#555">6</text>
> <polygon points="208.0,360.0 240.0,360.0 224.0,220.0" fill="#efebe9"/>
> <text x="224.0" y="376.0" font-size="11" text-anchor="middle" fill="#555">7</text>
> <polygon points="176.0,360.0 208.0,360.0 192.0,220.0" fill="#6d4c41"/>
> <text x="192.0" y="376.0" font-size="11" text-anchor="middle" fill="#555">8</text>
> <polygon points="144.0,360.0 176.0,360.0 160.0,220.0" fill="#efebe9"/>
> <text x="160.0" y="376.0" font-size="11" text-anchor="middle" fill="#555">9</text>
> <polygon points="112.0,360.0 144.0,360.0 128.0,220.0" fill="#6d4c41"/>
> <text x="128.0" y="376.0" font-size="11" text-anchor="middle" fill="#555">10</text>
> <polygon points="80.0,360.0 112.0,360.0 96.0,220.0" fill="#efebe9"/>
> <text x="96.0" y="376.0" font-size="11" text-anchor="middle" fill="#555">11</text>
> <polygon points="48.0,360.0 80.0,360.0 64.0,220.0" fill="#6d4c41"/>
> <text x="64.0" y="376.0" font-size="11" text-anchor="middle" fill="#555">12</text>
> <polygon points="48.0,30.0 80.0,30.0 64.0,170.0" fill="#efebe9"/>
> <text x="64.0" y="22.0" font-size="11" text-anchor="middle" fill="#555">13</text>
> <polygon points="80.0,30.0 112.0,30.0 96.0,170.0" fill="#6d4c41"/>
> <text x="96.0" y="22.0" font-size="11" text-anchor="middle" fill="#555">14</text>
> <polygon points="112.0,30.0 144.0,30.0 128.0,170.0" fill="#efebe9"/>
> <text x="128.0" y="22.0" font-size="11" text-anchor="middle" fill="#555">15</text>
> <polygon points="144.0,30.0 176.0,30.0 160.0,170.0" fill="#6d4c41"/>
> <text x="160.0" y="22.0" font-size="11" text-anchor="middle" fill="#555">16</text>
> <polygon points="176.0,30.0 208.0,30.0 192.0,170.0" fill="#efebe9"/>
> <text x="192.0" y="22.0" font-size="11" text-anchor="middle" fill="#555">17</text>
> <polygon points="208.0,30.0 240.0,30.0 224.0,170.0" fill="#6d4c41"/>
> <text x="224.0" y="22.0" font-size="11" text-anchor="middle" fill="#555">18</text>
> <polygon points="276.0,30.0 308.0,30.0 292.0,170.0" fill="#efebe9"/>
> <text x="292.0" y="22.0" font-size="11" text-anchor="middle" fill="#555">19</text>
> <polygon points="308.0,30.0 340.0,30.0 324.0,170.0" fill="#6d4c41"/>
> <text x="324.0" y="22.0" font-size="11" text-anchor="middle" fill="#555">20</text>
> <polygon points="340.0,30.0 372.0,30.0 356.0,170.0" fill="#efebe9"/>
> <text x="356.0" y="22.0" font-size="11" text-anchor="middle" fill="#555">21</text>
> <polygon points="372.0,30.0 404.0,30.0 388.0,170.0" fill="#6d4c41"/>
> <text x="388.0" y="22.0" font-size="11" text-anchor="middle" fill="#555">22</text>
> <polygon points="404.0,30.0 436.0,30.0 420.0,170.0" fill="#efebe9"/>
> <text x="420.0" y="22.0" font-size="11" text-anchor="middle" fill="#555">23</text>
> <polygon points="436.0,30.0 468.0,30.0 452.0,170.0" fill="#6d4c41"/>
> <text x="452.0" y="22.0" font-size="11" text-anchor="middle" fill="#555">24</text>
> <rect x="240" y="30" width="36" height="330" fill="#5d4037"/>
> <rect x="474" y="30" width="52" height="330" fill="#d7ccc8" stroke="#5d4037"/>
> <circle cx="452.0" cy="347.0" r="12" fill="#263238" stroke="#555" stroke-width="1.5"/>
> <circle cx="452.0" cy="321.0" r="12" fill="#263238" stroke="#555" stroke-width="1.5"/>
> <circle cx="452.0" cy="295.0" r="12" fill="#263238" stroke="#555" stroke-width="1.5"/>
> <circle cx="452.0" cy="269.0" r="12" fill="#263238" stroke="#555" stroke-width="1.5"/>
> <circle cx="452.0" cy="243.0" r="12" fill="#263238" stroke="#555" stroke-width="1.5"/>
> <text x="452.0" y="247.0" font-size="12" text-anchor="middle" fill="#fff">9</text>
> <circle cx="356.0" cy="347.0" r="12" fill="#fff" stroke="#c62828" stroke-width="3" class="pinned"/>
> <line x1="346.0" y1="347.0" x2="366.0" y2="347.0" stroke="#c62828" stroke-width="2"/>
> <circle cx="356.0" cy="321.0" r="12" fill="#263238" stroke="#555" stroke-width="1.5"/>
> <circle cx="192.0" cy="347.0" r="12" fill="#fff" stroke="#555" stroke-width="1.5"/>
> <circle cx="128.0" cy="347.0" r="12" fill="#263238" stroke="#555" stroke-width="1.5"/>
> <circle cx="96.0" cy="347.0" r="12" fill="#fff" stroke="#555" stroke-width="1.5"/>
> <circle cx="64.0" cy="347.0" r="12" fill="#263238" stroke="#555" stroke-width="1.5"/>
> <circle cx="128.0" cy="43.0" r="12" fill="#263238" stroke="#c62828" stroke-width="3" class="pinned"/>
> <line x1="118.0" y1="43.0" x2="138.0" y2="43.0" stroke="#c62828" stroke-width="2"/>
> <circle cx="128.0" cy="69.0" r="12" fill="#fff" stroke="#555" stroke-width="1.5"/>
> <circle cx="160.0" cy="43.0" r="12" fill="#263238" stroke="#555" stroke-width="1.5"/>
> <circle cx="192.0" cy="43.0" r="12" fill="#fff" stroke="#555" stroke-width="1.5"/>
> <circle cx="324.0" cy="43.0" r="12" fill="#fff" stroke="#555" stroke-width="1.5"/>
> <circle cx="324.0" cy="69.0" r="12" fill="#fff" stroke="#555" stroke-width="1.5"/>
> <circle cx="356.0" cy="43.0" r="12" fill="#fff" stroke="#555" stroke-width="1.5"/>
> <circle cx="388.0" cy="43.0" r="12" fill="#fff" stroke="#555" stroke-width="1.5"/>
> <circle cx="420.0" cy="43.0" r="12" fill="#263238" stroke="#555" stroke-width="1.5"/>
> <circle cx="452.0" cy="43.0" r="12" fill="#fff" stroke="#555" stroke-width="1.5"/>
> <circle cx="452.0" cy="69.0" r="12" fill="#fff" stroke="#555" stroke-width="1.5"/>
> <circle cx="452.0" cy="95.0" r="12" fill="#fff" stroke="#555" stroke-width="1.5"/>
> <circle cx="452.0" cy="121.0" r="12" fill="#fff" stroke="#555" stroke-width="1.5"/>
> <circle cx="452.0" cy="147.0" r="12" fill="#fff" stroke="#555" stroke-width="1.5"/>
> <text x="452.0" y="151.0" font-size="12" text-anchor="middle" fill="#000">6</text>
> <rect x="342.0" y="182.0" width="26" height="26" rx="5" fill="#fff" stroke="#333" stroke-width="1.5"/>
> <text x="355.0" y="201.0" font-size="16" font-weight="bold" text-anchor="middle">2</text>
> <rect x="376.0" y="182.0" width="26" height="26" rx="5" fill="#fff" stroke="#333" stroke-width="1.5"/>
> <text x="389.0" y="201.0" font-size="16" font-weight="bold" text-anchor="middle">3</text>
> <line x1="452.0" y1="230.0" x2="368.0" y2="230.0" stroke="#1565c0" stroke-width="4" stroke-linecap="round" opacity="0.8"/>
> <polygon points="356.0,230.0 368.0,223.0 368.0,237.0" fill="#1565c0" opacity="0.8"/>
> <line x1="96.0" y1="170.0" x2="148.0" y2="170.0" stroke="#1565c0" stroke-width="4" stroke-linecap="round" opacity="0.8"/>
> <polygon points="160.0,170.0 148.0,177.0 148.0,163.0" fill="#1565c0" opacity="0.8"/>
> <text x="8.0" y="398.0" font-size="12">X (white), olympus-black: 0 on the bar, 0 off, pip 282</text>
> <text x="8.0" y="415.0" font-size="12">O (dark), olympus-white: 0 on the bar, 0 off, pip 286</text>
> <text x="8.0" y="432.0" font-size="12">olympus-black (X) to roll; no cube</text>
> </svg>
