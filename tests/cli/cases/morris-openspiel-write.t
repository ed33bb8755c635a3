# algebraic to OpenSpiel's numbers: 24 + 24 * from + to a move, a removal its own number
$ arbiter convert -t openspiel records/morris/three-mens-morris.pgn records/morris/lasker.pgn
? 0
> [Event "Three Men's Morris"]
> [Site "Online"]
> [Date "2026.02.07"]
> [Round "1"]
> [White "Lerato"]
> [Black "Mehmet"]
> [Variant "three-mens-morris"]
> [Result "0-1"]
> [Notation "openspiel"]
>
> 1. 5 0 2. 7 3 3. 2 6 0-1
>
> [Event "Three Men's Morris"]
> [Site "Online"]
> [Date "2026.08.01"]
> [Round "2"]
> [White "Eva"]
> [Black "Sara"]
> [Variant "three-mens-morris"]
> [Result "0-1"]
> [Notation "openspiel"]
>
> 1. 0 3 2. 2 4 3. 5 7 4. 62 50 5. 28 42 6. 12 76 7. 20 70 8. 42 45 9. 67 12
> 10. 46 76 0-1
>
> [Event "Three Men's Morris"]
> [Site "Online"]
> [Date "2026.08.19"]
> [Round "3"]
> [White "Sara"]
> [Black "Ali"]
> [Variant "three-mens-morris"]
> [Result "1-0"]
> [Notation "openspiel"]
>
> 1. 5 6 2. 8 1 3. 3 0 4. 85 1-0
>
> [Event "Lasker Morris Friendly"]
> [Site "Berlin GER"]
> [Date "2026.11.20"]
> [Round "1"]
> [White "Reza"]
> [Black "Sara"]
> [Variant "lasker"]
> [Result "1-0"]
> [Notation "openspiel"]
>
> 1. 3 0 2. 2 19 3. 11 5 4. 22 25 5. 15 12 6. 294 157 7. 575 498 8. 0 11 9. 100
> 329 10. 590 341 11. 3 157 12. 400 10 13. 5 18 22 14. 19 9 2 15. 498 15 16. 383
> 2 17. 8 261 18. 590 356 19. 33 523 20. 228 575 21. 373 500 22. 127 550 23. 261
> 590 24. 200 383 25. 537 523 26. 240 590 27. 175 383 28. 350 500 29. 100 573
> 30. 157 11 523 31. 125 275 32. 148 537 33. 466 261 34. 267 502 8 35. 198 537
> 36. 127 573 37. 427 298 38. 500 52 39. 25 448 40. 320 15 427 41. 341 240 42. 179
> 33 43. 198 127 44. 100 240 45. 123 196 46. 303 598 47. 175 496 48. 228 571
> 49. 157 2 550 3 50. 329 498 51. 50 573 52. 395 273 11 53. 341 427 54. 73 502
> 55. 448 250 56. 427 273 14 57. 517 466 58. 496 275 59. 425 303 60. 350 575
> 61. 373 250 62. 50 33 63. 444 240 64. 200 123 65. 73 400 66. 50 100 67. 86
> 16 33 68. 362 590 69. 329 550 70. 348 14 261 71. 73 571 72. 157 502 73. 341
> 537 74. 48 282 75. 325 573 76. 350 127 77. 362 550 78. 25 573 79. 448 466
> 80. 86 275 81. 50 250 82. 73 196 83. 50 273 84. 73 294 85. 50 127 86. 425
> 250 87. 373 273 88. 348 9 193 89. 325 547 90. 444 188 91. 148 64 92. 329 408
> 93. 123 490 94. 350 286 95. 223 35 96. 106 567 97. 267 520 98. 100 296 99. 73
> 8 1-0
>
> [Event "Lasker Morris Friendly"]
> [Site "Berlin GER"]
> [Date "2026.09.16"]
> [Round "2"]
> [White "Thabo"]
> [Black "Jan"]
> [Variant "lasker"]
> [Result "0-1"]
> [Notation "openspiel"]
>
> 1. 5 13 2. 18 23 3. 8 12 4. 9 20 5. 475 2 6. 240 86 0 7. 22 15 8. 6 10 9. 9
> 329 10. 4 18 11. 123 0 12. 496 12 3 13. 175 275 14. 6 20 298 15. 3 395 16. 261
> 25 17. 423 50 21 18. 573 273 19. 400 250 20. 100 356 21. 121 325 22. 423 348
> 23. 52 373 24. 123 350 3 25. 196 267 26. 537 325 27. 121 448 28. 48 523 29. 175
> 106 30. 25 598 15 31. 198 575 6 32. 48 356 9 33. 237 73 34. 31 598 7 0-1
>
! 5 records written; 0 illegal (not written), 0 mismatched, 0 unreadable, 0 not held whole
