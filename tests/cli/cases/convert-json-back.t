# and back from JSON Lines, with -n json
$ arbiter convert -t json records/morris/lasker.pgn | arbiter convert -t algebraic -n json -
? 0
> [Event "Lasker Morris Friendly"]
> [Site "Berlin GER"]
> [Date "2026.11.20"]
> [Round "1"]
> [White "Reza"]
> [Black "Sara"]
> [Variant "lasker"]
> [Result "1-0"]
>
> 1. b6 a7 2. g7 d2 3. c4 f6 4. d1 a7-d7 5. c3 e4 6. c4-c5 f6-f4 7. d1-g1 d2-b2
> 8. a7 c4 9. b6-d6 e4-e3 10. g1-g4 f4-f6 11. b6 f6-f4 12. c3-d3 b4 13. f6xb2
> d1 14. d2 a4xg7 15. d2-b2 c3 16. g4-g1 g7 17. e5 a4-a1 18. g1-g4 f4-f2 19. a7-a4
> f2-d2 20. e5-e4 d1-g1 21. g4-f4 d2-f2 22. d6-d5 a1-d1 23. a4-a1 g1-g4 24. d5-e5
> g4-g1 25. a1-a4 f2-d2 26. a4-a7 g1-g4 27. c5-d5 g4-g1 28. f4-g4 d2-f2 29. b6-d6
> d1-a1 30. f6-f4xc4 f2-d2 31. d6-f6 b4-c4 32. f6-d6 a1-a4 33. b2-b4 a4-a1 34. b4-b6
> d2-d1xe5 35. d5-c5 a1-a4 36. d6-d5 d1-a1 37. d3-d2 c4-b4 38. d2-f2 d7-d6 39. a7-d7
> e3-d3 40. e4-e5xc3 d3-d2 41. f4-f6 a4-a7 42. c5-c4 a7-a4 43. d5-c5 d6-d5 44. b6-d6
> a4-a7 45. d6-b6 d5-d6 46. c4-c3 g1-d1 47. c5-d5 d2-d3 48. e5-e4 d1-d2 49. f6-f4xg7
> a1-d1xb6 50. e4-e3 d2-b2 51. d7-g7 d1-a1 52. c3-c4 b4-a4xc4 53. f4-f6 d3-d2
> 54. g7-d7 d2-d1 55. e3-d3 a4-b4 56. d3-d2 b4-a4xg4 57. f2-f4 b2-b4 58. d2-d3
> b4-c4 59. d3-e3 c4-c3 60. f4-g4 d1-g1 61. g4-f4 a4-b4 62. d7-g7 a7-a4 63. e3-e4
> a4-a7 64. d5-e5 d6-b6 65. g7-d7 c3-d3 66. d7-g7 b6-d6 67. g7-g4xd3 a7-a4 68. g4-g7
> g1-g4 69. e4-e3 a1-d1 70. f4-e4xg4 a4-a1 71. g7-d7 d1-d2 72. f6-f4 d2-d1 73. f4-f6
> a1-a4 74. d7-a7 b4-b2 75. e4-f4 d1-a1 76. f4-g4 d6-d5 77. g4-g7 a1-d1 78. a7-d7
> d1-a1 79. e3-d3 b2-b4 80. g7-g4 b4-c4 81. d7-g7 a4-b4 82. g7-d7 d5-d6 83. d7-g7
> b4-a4 84. g7-d7 c4-c5 85. d7-g7 d6-d5 86. d3-e3 a4-b4 87. g4-f4 b4-a4 88. f4-e4xa4
> d5-d7 89. e4-f4 a1-d2 90. e3-e4 c5-f2 91. f6-d6 d7-d3 92. e4-e3 d3-a7 93. d6-b6
> d2-b4 94. f4-g4 b4-d1 95. e5-d5 a7-c4 96. b6-b4 d1-c3 97. b4-b6 f2-d3 98. b6-d6
> c4-e5 99. g7-d7xe5 1-0
>
> [Event "Lasker Morris Friendly"]
> [Site "Berlin GER"]
> [Date "2026.09.16"]
> [Round "2"]
> [White "Thabo"]
> [Black "Jan"]
> [Variant "lasker"]
> [Result "0-1"]
>
> 1. f6 f4 2. b2 g1 3. e5 e4 4. a4 f2 5. b2-d2 g7 6. a4-a7 g7-g4xa7 7. d1 c3
> 8. c5 b4 9. a4 e4-e3 10. d6 b2 11. d6-b6 a7 12. d2-d3 e4xb6 13. c5-d5 b4-c4
> 14. c5xf2 c4-b4 15. b6 c3-c4 16. a4-a1 a7-d7 17. d3-c3 d7-g7xa1 18. d1-a1
> b4-a4 19. c3-d3 a4-b4 20. b6-d6 f4-f2 21. d6-d7 e4-f4 22. d3-c3 f4-e4 23. d7-d6
> g4-f4 24. d6-b6 f4-g4xb6 25. d5-d6 b4-b6 26. a1-a4 e4-f4 27. d6-d7 e3-d3 28. d7-a7
> f2-d2 29. c5-d5 b6-b4 30. a7-d7 g1-d1xc3 31. d5-c5 d1-g1xc5 32. d7-a7 f4-f2xa4
> 33. e5-a1 g7-d7 34. a7-d5 g1-d1xd5 0-1
>
! 2 records written; 0 illegal (not written), 0 mismatched, 0 unreadable, 0 not held whole
! 2 records written; 0 illegal (not written), 0 mismatched, 0 unreadable, 0 not held whole
