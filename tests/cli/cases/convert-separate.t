# removals as tokens of their own, as engines write them
$ arbiter convert -t algebraic-separate records/morris/dooz-tehran.pgn
? 0
> [Event "Tehran Dooz Open"]
> [Site "Tehran IRI"]
> [Date "2026.11.16"]
> [Round "1"]
> [White "Ali"]
> [Black "Eva"]
> [Variant "baazitoo-dooz"]
> [Result "0-1"]
>
> 1. f4 d7 2. a7 d1 3. b6 d3 4. a4 e4 5. b2 d6 6. c3 c5 7. g7 a1 8. c4 f2 9. g4
> d5xc3 10. g4-g1 e4-e5xa7 11. b6-b4xf2 d7-a7 12. g1-g4 a7-d7xf4 13. g4-f4 d1-g1
> 14. f4-f2 d6-f6 15. f2-d2 d3-e3 16. a4-a7 d5-d6 17. d2-f2 e5-d5xb2 18. b4-b6
> a1-a4 19. c4-b4 e3-d3 20. b4-c4 d3-d2 21. c4-c3 c5-c4 22. g7-g4 d2-b2 23. g4-f4
> a4-b4 24. f4-e4 d5-e5 25. a7-a4 e5-d5xe4 26. f2-f4 c4-c5 27. f4-e4 b2-d2 28. c3-c4
> d5-e5 29. e4-f4 d7-a7 30. f4-g4 b4-b2 31. a4-a1 c5-d5 32. a1-d1 a7-a4 33. b6-b4
> a4-a1 34. g4-f4 d2-f2 35. c4-c5 d6-d7 36. b4-b6 d7-d6 37. d1-d2 b2-b4 38. d2-d3
> b4-b2 39. d3-c3 g1-g4 40. c3-d3 b2-d2 41. b6-b4 a1-a4 42. c5-c4 d5-c5 43. b4-b2
> d6-d7 44. d3-e3 d2-d1 45. e3-d3 d7-g7 46. b2-b4 d1-d2 47. d3-e3 g4-g1 48. e3-e4
> a4-a7 49. c4-c3 g1-g4 50. c3-c4 e5-d5 51. b4-b6 f6-d6 52. f4-f6 g4-g1 53. c4-b4
> g1-d1 54. b4-c4 d5-e5 55. f6-f4 d1-g1 56. c4-b4 g1-d1 57. f4-f6 d1-a1 58. b4-b2
> c5-d5 59. e4-f4 d6-d7xb2 60. f4-d6xf2 a7-a4 61. d6-c5 d7-a7xf6 0-1
>
> [Event "Tehran Dooz Open"]
> [Site "Tehran IRI"]
> [Date "2026.07.09"]
> [Round "2"]
> [White "Maria"]
> [Black "Mina"]
> [Variant "baazitoo-dooz"]
> [Result "1-0"]
>
> 1. c3 d5 2. d6 c4 3. a4 g1 4. b6 a7 5. e4 f4 6. e3 d1 7. f6xf4 g7 8. d7 b4
> 9. a1 c5 10. c3-d3 g7-g4 11. d7-g7 g4-f4 12. d6-d7 f4-g4 13. e4-f4 d1-d2 14. d7-d6xc5
> a7-d7 15. f4-f2 d2-d1 16. d3-d2 d5-c5 17. e3-e4 c5-d5 18. a4-a7 d5-c5 19. e4-e3
> b4-b2 20. d2-d3 g4-f4 21. d3-c3 d1-d2 22. b6-b4 f4-e4 23. b4-b6xg1 e4-f4 24. a1-a4
> d2-d3 25. a4-a1 f4-g4 26. d6-d5 b2-d2 27. b6-d6 d2-b2 28. e3-e4 d3-d2 29. e4-e3
> b2-b4 30. f6-f4 d2-d1 31. e3-d3 d1-d2 32. a1-a4 b4-b2 33. a4-a1 c4-b4 34. a1-d1
> b4-b6 35. d1-g1 b6-b4 36. d6-b6 d2-d1 37. f4-e4 c5-c4 38. d3-e3 c4-c5 39. f2-f4
> c5-c4 40. e4-e5 d1-d2 41. e3-d3 d7-d6 42. d5-c5 d6-d5 43. g1-d1 d5-d6 44. d3-e3
> g4-g1 45. g7-d7 d2-f2 46. c5-d5 b4-a4 47. f4-f6 b2-b4xb6 48. d1-d2 g1-d1 49. d2-b2
> a4-a1 50. d7-g7 f2-f4 51. c3-d3 d1-g1 52. g7-g4 a1-d1 53. b2-d2 b4-b6 54. e5-e4
> f4-f2 55. d2-b2 f2-f4 56. d3-d2 b6-b4 57. a7-a4 f4-f2 58. e4-f4 c4-c3 59. d5-c5
> d6-d5 60. a4-a1 b4-b6 61. e3-e4xd1 d5-e5 62. c5-d5 b6-d6 63. a1-a4 c3-c4 64. e4-e3
> c4-c5 65. e3-d3 d6-d7 66. a4-a7 d7-g7 67. f6-d6 c5-c4 68. d6-f6 c4-b4 69. a7-d7
> e5-e4 70. d5-c5 g1-d1 71. d7-a7 g7-d7 72. f6-d6 b4-c4 73. d3-e3 c4-c3 74. b2-b4
> c3-d3 75. b4-b2 e4-e5 76. d6-f6 d7-d6 77. g4-g1 d6-d7 78. c5-d5 d3-c3 79. f4-g4
> f2-f4 80. e3-e4 c3-d3 81. a7-a4 d1-a1 82. a4-b4 d7-g7 83. d5-d6 d3-e3 84. b4-b6xe5
> e3-d3 85. d6-d7 f4-f2 86. f6-f4xd3 a1-d6 87. d7-a7 g7-d7 88. b6-b4 f2-d3 89. g4-g7
> d3-c5 90. b4-b6 d7-e5 91. d2-d3 d6-f6 92. b6-b4 c5-f2 93. g7-d7 e5-c4 94. d7-g7
> f6-a4 95. g1-d1 a4-c5 96. e4-e5 c5-c3 97. d1-d2 f2-d6 98. e5-e4 c4-b6 99. b4-c4
> b6-c5 100. g7-g4xc3 1-0
>
> [Event "Tehran Dooz Open"]
> [Site "Tehran IRI"]
> [Date "2026.06.26"]
> [Round "3"]
> [White "Radu"]
> [Black "Thabo"]
> [Variant "baazitoo-dooz"]
> [Result "1/2-1/2"]
>
> 1. d6 d5 2. d3 e3 3. g7 a1 4. f2 c5 5. d7 g4 6. b2 c3 7. b6 b4 8. f6xe3 a4
> 9. c4 d1 10. f6-f4 g4-g1xb6 11. d3-d2xd5 c3-d3 12. d6-b6 a4-a7 13. c4-c3 g1-g4
> 14. b6-d6 b4-a4xd7 15. g7-d7 d1-g1 16. d6-b6 c5-c4 17. b6-d6 g1-d1 18. f4-e4
> d3-e3 19. f2-f4 e3-d3 20. b2-b4 d1-g1 21. e4-e3 g1-d1 22. f4-f2 g4-g7 23. d6-f6
> c4-c5 24. b4-b2xd3 g7-g4 25. c3-d3 c5-d5 26. b2-b4 g4-g7 27. b4-c4 a4-b4 28. d3-c3
> d5-e5 29. f2-f4 e5-d5 30. c4-c5 d5-d6 31. c3-d3 b4-b6 32. d3-c3 a7-a4 33. f4-e4
> d6-d5 34. d7-d6 d1-g1 35. c5-c4 g7-d7 36. d2-f2 g1-g4 37. c3-d3 d7-a7xd3 38. f2-d2
> a1-d1 39. e4-f4 g4-g7 40. e3-d3 b6-b4 41. d6-b6 d5-c5 42. f4-f2 a4-a1 43. f6-f4
> g7-d7 44. f4-f6 b4-b2 45. f2-f4 a7-a4 46. d3-c3 b2-b4 47. f6-d6 d7-a7xc3 48. f4-f2
> a7-d7 49. d6-f6 d1-g1 50. d2-d1 c5-d5 51. f2-f4 d7-g7 52. f4-e4 d5-c5 53. f6-f4
> b4-b2 54. d1-d2 g1-g4 55. d2-d3 a4-a7 56. d3-d2 c5-d5 57. f4-f6 g4-f4 58. c4-b4
> d5-e5 59. b4-c4 e5-d5 60. c4-b4 d5-c5 61. d2-f2 g7-d7 62. b4-c4 a1-a4 63. f2-d2
> a4-a1 64. c4-c3 a7-a4 65. e4-e3 f4-e4 66. f6-f4 b2-b4 67. b6-d6 a1-d1 68. e3-d3
> b4-b6 69. d6-f6 c5-d5 70. f6-d6 d1-g1 71. f4-f6 g1-g4 72. d2-f2 a4-a7 73. f2-f4
> g4-g1 74. d3-d2 d7-g7 75. d2-d3 a7-a4 76. f4-g4 d5-c5 77. d3-e3 c5-d5 78. d6-d7
> b6-b4 79. f6-d6 b4-b6 80. e3-d3 e4-f4 81. d3-e3 a4-a7 82. d6-f6 g1-d1 83. d7-d6
> g7-d7 84. g4-g7 d1-d2 85. c3-c4 b6-b4 86. e3-d3 f4-e4 87. d6-b6 a7-a4 88. b6-d6
> a4-a7 89. g7-g4 b4-a4 90. d6-b6 d2-b2 91. g4-g7 e4-f4 92. d3-d2 d5-e5 93. c4-c5
> e5-d5 94. d2-d1 a4-b4 95. d1-g1 f4-g4 96. g1-d1 b4-c4 97. d1-d2 a7-a4 1/2-1/2
>
> [Event "Tehran Dooz Open"]
> [Site "Tehran IRI"]
> [Date "2026.09.21"]
> [Round "4"]
> [White "Jan"]
> [Black "Radu"]
> [Variant "baazitoo-dooz"]
> [Result "1-0"]
>
> 1. d1 e4 2. a4 e5 3. g1 b2 4. c3 b4 5. a7 d6 6. d3 c5 7. e3xb4 a1 8. f2 d2
> 9. f6 g7 10. g1-g4 d6-b6 11. d1-g1 e5-d5 12. g4-f4xg7 c5-c4 13. a7-d7 b2-b4
> 14. f4-g4 d2-b2xg4 15. g1-g4 d5-c5 16. g4-f4xc5 b6-d6 17. f2-d2 a1-d1 18. d2-f2xc4
> b4-b6 19. a4-a7 d6-d5 20. f4-g4 d5-d6 21. g4-g7xb2 b6-b4 22. f2-f4 d1-a1 23. f4-g4
> b4-b6 24. g4-g1 e4-e5 25. g7-g4 d6-d5 26. f6-f4 b6-d6 27. c3-c4 d5-c5 28. d7-g7xd6
> c5-a4 29. g7-d7 a4-d5 30. f4-e4 d5-b6 31. g4-g7xe5 1-0
>
> [Event "Tehran Dooz Open"]
> [Site "Tehran IRI"]
> [Date "2026.06.03"]
> [Round "5"]
> [White "Sara"]
> [Black "Radu"]
> [Variant "baazitoo-dooz"]
> [Result "0-1"]
>
> 1. c3 b2 2. c4 g4 3. g1 a7 4. e5 f6 5. a1 d6 6. f4 d2 7. b6 d1 8. a4 d5 9. d7
> f2xe5 10. d7-g7 d5-c5 11. b6-b4xa7 d2-d3 12. g7-d7 d3-e3 13. b4-b6 d1-d2xg1
> 14. f4-e4 e3-d3 15. d7-g7 g4-g1 16. g7-g4 g1-d1xb6 17. e4-e5 d6-d7 18. a4-a7
> d3-e3 19. g4-g7 e3-e4 20. e5-d5 d7-d6 21. g7-d7 e4-e5 22. d7-g7 f6-f4 23. c4-b4
> d6-f6xb4 24. g7-d7 e5-e4 25. a7-a4 f4-g4 26. a4-a7 c5-c4 27. a7-a4 e4-e5 28. c3-d3
> g4-g7 29. a4-b4 c4-c5 30. d3-e3 d1-g1 31. b4-a4 f6-d6 32. e3-d3 d6-b6 33. a1-d1
> e5-e4 34. a4-a1 e4-e5 35. d5-d6 g7-g4 36. d3-c3 d2-d3 37. d6-d5 f2-d2 38. d7-d6
> e5-e4 39. d6-d7 b2-b4 40. a1-a4 e4-e3 41. d7-g7 d2-f2 42. d1-d2 b6-d6 43. a4-a1
> f2-f4 44. a1-d1 b4-b6 45. d5-e5 b6-b4 46. d1-a1 b4-b6 47. c3-c4 g1-d1 48. a1-a4
> d1-a1 49. d2-b2 d3-d2 50. a4-a7 e3-d3 51. a7-d7 d6-f6 52. e5-d5 d3-c3 53. d5-e5
> a1-d1 54. d7-d6 d2-f2xd6 55. c4-b4 c3-d3 56. b4-c4 d3-e3 57. e5-d5 e3-e4xg7
> 58. d5-g7 c5-d5 59. c4-e5 b6-b4 60. g7-a1 f6-d6 61. e5-b6 b4-a4 62. a1-d3
> a4-a7 63. d3-e3 a7-a4 64. b2-g7 f4-f6 65. e3-c4 g4-f4xb6 0-1
>
> [Event "Tehran Dooz Open"]
> [Site "Tehran IRI"]
> [Date "2026.08.05"]
> [Round "6"]
> [White "Ion"]
> [Black "Ayşe"]
> [Variant "baazitoo-dooz"]
> [Result "1-0"]
>
> 1. g1 g7 2. d2 e5 3. a4 e3 4. f2 b4 5. f4 d3 6. c3 b6 7. b2xe5 g4 8. e5 f6
> 9. d5 e4 10. d5-d6 g7-d7 11. c3-c4 d7-a7 12. c4-c5 a7-d7 13. d6-d5xb4 d7-g7
> 14. a4-a7 b6-d6 15. c5-c4 d6-d7 16. d5-c5 d7-d6 17. c4-b4 d3-c3 18. a7-d7
> c3-c4 19. d2-d1 c4-c3 20. d1-a1 d6-d5 21. g1-d1 c3-c4 22. b4-b6 f6-d6 23. f4-f6
> g4-f4 24. d1-g1 f4-g4 25. f2-f4 e3-d3 26. d7-a7 d3-e3 27. a1-d1 d6-d7 28. b2-d2
> e3-d3 29. f4-f2 d3-e3 30. d1-a1 d5-d6 31. b6-b4 e4-f4 32. g1-d1 d6-b6 33. f6-d6
> e3-d3 34. b4-a4xd7 d3-e3 35. e5-d5 c4-b4 36. d1-g1 f4-e4 37. c5-c4 e4-f4 38. c4-c3
> b4-c4 39. d2-d1xg7 e3-d3 40. d5-e5 d3-d2 41. d6-f6 c4-c5 42. a4-b4 c5-c4 43. f6-d6
> d2-d3 44. d1-d2 g4-g7 45. d6-d7 g7-g4 46. e5-d5 d3-e3 47. d7-g7 c4-c5 48. c3-d3
> b6-d6 49. d2-b2 d6-d7 50. a7-a4 d7-a7 51. b4-b6 e3-e4xf2 52. b2-d2 e4-e3 53. b6-d6
> f4-f2 54. g7-d7xg4 e3-e4 55. a4-b4 e4-e3 56. a1-d1xc5 f2-b2 57. d6-b6 a7-e5
> 58. d7-d6 e3-c3 59. b4-c4 b2-d7 60. b6-b4 d7-a1 61. d5-c5 e5-a7 62. g1-g4
> a7-e4 63. g4-g1 e4-a7 64. g1-g4 a1-a4 65. b4-b2 a4-g7 66. d6-f6 g7-d6 67. g4-g7
> a7-b6 68. g7-g4 b6-f4 69. d2-f2 f4-b4 70. f2-f4 d6-f2 71. f6-d6 b4-f6 72. g4-g1
> f2-g7 73. d6-b6 f6-a4 74. g1-g4 c3-d5 75. d1-a1 d5-a7 76. b6-b4 g7-f2 77. g4-g7
> a7-d5 78. g7-g4 f2-c3 79. b4-b6 d5-a7 80. b2-d2 a4-e3 81. g4-g1 c3-a4 82. g1-d1xe3
> 1-0
>
! 6 records written; 0 illegal (not written), 0 mismatched, 0 unreadable, 0 not held whole
