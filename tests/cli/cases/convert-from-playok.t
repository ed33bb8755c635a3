# PlayOK numbers to algebraic: [Site "PlayOK"] stays, so the output names its notation
$ arbiter convert -t algebraic records/morris/playok-archive.pgn
? 0
> [Event "PlayOK rated"]
> [Site "PlayOK"]
> [Date "2026.09.09"]
> [Round "1"]
> [White "Lerato"]
> [Black "Radu"]
> [Variant "nine-mens-morris"]
> [Result "1-0"]
> [Notation "algebraic"]
>
> 1. e3 e5 2. d6 g1 3. d1 f2 4. g4 f6 5. b4 b6 6. a1 f4xd1 7. g7 d2 8. d5 d7
> 9. a4 c5 10. b4-c4 d2-d3 11. c4-b4 d3-c3 12. b4-c4 e5-e4 13. c4-b4 e4-e5 14. b4-b2
> f4-e4 15. b2-b4 g1-d1 16. b4-c4 f6-f4 17. e3-d3 e4-e3 18. c4-b4 d7-a7 19. g4-g1
> d1-d2 20. g1-d1 e5-e4 21. d1-g1 c3-c4 22. a1-d1 a7-d7 23. a4-a1xd2 d7-a7 24. g7-d7xf4
> c4-c3 25. d7-g7 a7-d7 26. b4-b2 c5-c4 27. g7-g4 c4-b4 28. g4-g7 d7-a7 29. d5-e5
> c3-c4 30. d3-d2 f2-f4 31. d2-d3 f4-f6 32. d3-d2 e3-d3 33. d6-d7 a7-a4xg7 34. d2-f2
> a4-a7 35. e5-d5 e4-e5 36. d7-d6 e5-e4 37. g1-g4 b4-a4 38. d1-d2xf6 e4-e3 39. f2-f4
> a4-b4 40. d6-d7 b4-a4 41. d2-d1 b6-d6 42. b2-d2 c4-b4 43. d5-c5 b4-b6 44. f4-f2
> e3-e4 45. d7-g7 e4-e5 46. c5-c4 a4-b4 47. d2-b2 e5-d5 48. b2-d2 d5-e5 49. c4-c3
> a7-a4 50. g4-g1xb6 a4-a7 51. c3-c4 d6-d5 52. g7-d7 a7-a4 53. d7-d6 e5-e4 54. d6-f6
> d3-e3 55. f6-d6 e4-e5 56. c4-c3 e3-d3 57. d6-d7 d5-c5 58. f2-f4 c5-d5 59. f4-f2
> d3-e3 60. d7-g7 b4-b2 61. g1-g4 e5-e4 62. g4-f4 e4-e5 63. d1-g1 e5-e4 64. g7-d7
> d5-c5 65. d7-a7 e3-d3 66. f4-f6 b2-b4 67. f2-f4 b4-b6 68. a7-d7 b6-b4 69. g1-g4
> e4-e5 70. f4-f2 a4-a7 71. d7-g7 b4-a4 72. g4-g1 a7-d7 73. f6-f4 e5-e4 74. f4-f6
> d3-e3 75. g7-g4 c5-d5 76. f2-f4 d7-g7 77. d2-d1xa4 g7-d7 78. a1-a4 e4-e5 79. d1-d2
> d7-g7 80. f6-d6 e5-e4 81. f4-f2 d5-e5xd6 82. c3-d3 e5-d5 83. a4-a1 d5-c5 84. d2-b2
> c5-d5 85. a1-d1 g7-d7 86. g4-f4 d5-e5xf2 87. d1-a1 d7-g7 88. d3-c3 g7-d7 89. f4-f2
> e5-d5 90. c3-c4 d5-e5xc4 91. g1-g4 d7-d6 92. g4-g7 e4-f4 93. a1-d1 e3-e4 94. d1-a1
> f4-g4 95. b2-d2 e5-d5 96. d2-d3 d6-b6 97. d3-d2 d5-e5 98. f2-f4 e5-d5 99. g7-d7
> g4-g1 100. d7-g7 e4-e5 101. f4-g4 d5-c5 102. d2-f2 b6-b4 103. f2-d2 b4-b6
> 104. d2-b2 g1-d1 105. g7-d7 b6-d6 106. d7-a7 d6-d5xa7 107. g4-d3 d5-d6 108. b2-g1
> d6-b6 109. d3-f6 c5-d5 110. f6-d2 d5-d6 111. g1-e4 d6-f6 112. e4-a7 d1-g1
> 113. a7-f2 g1-g4 114. f2-e3 e5-e4 115. a1-d7 e4-e5 116. d2-d1 b6-d6 117. d7-d3
> d6-d5 118. e3-c4 d5-d6 119. d3-b2 e5-d5 120. d1-e4 g4-g1 121. c4-f4 d5-c5
> 122. b2-d7 c5-c4 123. d7-a7 g1-g4 124. f4-a4 g4-g1 125. a7-a1 c4-c3 126. a1-d2
> g1-d1 127. d2-g1 d6-d7 128. g1-f2 c3-c4 129. a4-d5 c4-c5 130. e4-g7 d7-d6
> 131. f2-e5 d6-b6 132. e5-b2 d1-d2 133. b2-a4 f6-f4 134. g7-b4 f4-f6 135. b4-e4
> f6-f4 136. e4-b2 f4-f2 137. d5-f4 d2-d1 138. f4-a1 f2-d2 139. a1-a7 c5-c4
> 140. b2-a1xc4 d2-b4 141. a4-e4 b6-f4 142. a1-d6 d1-b2 143. e4-d2 b2-d5 144. d2-d3
> d5-d2 145. d3-d1 f4-b2 146. a7-d3 b2-c3 147. d6-a7 c3-a1 148. d3-a4 d2-d3
> 149. d1-d5 d3-g7 150. a4-c4 a1-d7 151. a7-b2 d7-c3 152. b2-g4 c3-b2 153. d5-d3
> b2-d2 154. g4-f4 g7-a1 155. c4-c3 d2-e4 156. d3-d5 b4-a4 157. f4-e3 a4-c5
> 158. e3-g4 a1-g7 159. c3-b6 e4-a7 160. g4-c4 g7-c3 161. c4-a4 c5-d6 162. d5-a1
> c3-e5 163. b6-f4 d6-g4 164. a4-b2 e5-c5 165. a1-g7 g4-d5 166. b2-e3 c5-f2
> 167. e3-d3 a7-g4 168. d3-d6 g4-c3 169. d6-b4 f2-e3 170. b4-b6 d5-d2 171. g7-c4
> d2-g4 172. b6-e5 g4-c5 173. f4-g4 e3-f6 174. e5-d5 c5-d2 175. g4-b4 f6-c5
> 176. d5-a4xc5 1-0
>
> [Event "PlayOK rated"]
> [Site "PlayOK"]
> [Date "2026.05.18"]
> [Round "2"]
> [White "Jan"]
> [Black "Maria"]
> [Variant "nine-mens-morris"]
> [Result "1-0"]
> [Notation "algebraic"]
>
> 1. b2 c3 2. a1 f4 3. g7 d1 4. g1 d7 5. g4xc3 b6 6. e5 c3 7. a7 d5 8. d2 a4
> 9. e4 f2 10. d2-d3 d7-d6 11. d3-e3xd5 d1-d2 12. e5-d5 a4-b4 13. a1-a4 d2-d3
> 14. b2-d2 c3-c4 15. d2-b2 f4-f6xd5 16. e4-e5 d3-d2 17. a7-d7 d2-d1 18. g4-f4
> c4-c5 19. e3-e4 d6-d5 20. d7-a7 b4-c4 21. a4-b4 f6-d6 22. f4-f6 c4-c3 23. g7-g4
> d6-d7 24. e4-e3 c3-d3 25. b2-d2 b6-d6xg1 26. b4-b2 d3-c3 27. g4-f4 c5-c4 28. f4-e4xf2
> d6-b6 29. f6-d6 d1-g1 30. d6-f6 d5-c5xa7 31. e5-d5 d7-d6 32. d5-e5xd6 c3-d3
> 33. b2-b4 c4-c3 34. b4-a4 c5-c4 35. f6-d6 c4-b4 36. d6-d7 g1-d1 37. d7-d6
> b4-b2 38. e4-f4 b6-b4 39. d6-b6 b4-c4 40. f4-g4 d1-a1 41. d2-d1 d3-d2 42. e3-e4
> d2-f2 43. d1-d2 c3-d3 44. b6-d6 c4-b4 45. d2-d1 d3-c3 46. d6-f6 b4-c4 47. g4-g1
> b2-b4 48. d1-d2 f2-f4 49. a4-a7 f4-f2 50. g1-d1 c3-d3 51. e4-f4 b4-a4 52. d1-g1
> c4-c5 53. d2-d1 d3-c3 54. e5-e4 c5-d5 55. e4-e3 a4-b4 56. g1-g4 b4-b2 57. a7-d7
> c3-c4 58. f4-e4 a1-a4 59. d7-g7 d5-e5 60. f6-d6 c4-c5 61. d6-f6 e5-d5 62. g4-f4
> a4-b4 63. f4-g4 b2-d2 64. d1-g1xf2 d2-b2 65. e3-d3 d5-d6 66. g7-d7 b4-c4 67. g4-g7
> b2-d2 68. g7-g4 c5-d5 69. d3-c3 c4-c5 70. g4-g7 d2-d1 71. c3-c4 d5-e5 72. g7-g4
> d1-a1 73. d7-a7 c5-d5 74. c4-c3 d6-d7 75. c3-d3 a1-a4 76. d3-d2 d7-g7 77. g1-d1
> d5-d6 78. d1-a1 d6-b6 79. d2-f2 b6-d6 80. f2-d2 d6-d7 81. a1-d1 e5-d5 82. g4-f4
> a4-a1 83. d2-f2xg7 d7-e3 84. e4-e5 a1-c4 85. f4-e4 d5-b6 86. d1-a1 c4-d2 87. e4-f4xe3
> 1-0
>
> [Event "PlayOK rated"]
> [Site "PlayOK"]
> [Date "2026.07.14"]
> [Round "3"]
> [White "Lerato"]
> [Black "Jan"]
> [Variant "nine-mens-morris"]
> [Result "1/2-1/2"]
> [Notation "algebraic"]
>
> 1. e4 d7 2. f6 g7 3. f4 a4 4. d1 a7xf6 5. d3 d5 6. f2 c3 7. f6xd5 g1 8. d6
> e5 9. d2xa4 b2 10. e4-e3 c3-c4 11. d6-d5 g1-g4 12. f4-e4 d7-d6 13. d1-g1 d6-b6
> 14. d5-d6 b2-b4 15. f2-f4 a7-d7 16. f4-f2 g4-f4 17. g1-d1xb6 b4-a4 18. d6-b6
> c4-b4 19. d3-c3 d7-d6 20. e3-d3xg7 d6-d7 21. f6-d6 a4-a7 22. d1-g1 f4-g4 23. e4-e3xe5
> g4-g7xd2 24. d6-d5 b4-c4 25. d3-d2 g7-g4 26. d5-e5 c4-b4 27. e3-d3 g4-g7xd3
> 28. c3-c4 b4-b2 29. e5-d5 g7-g4 30. d5-c5 d7-d6 31. d2-d1 b2-b4 32. d1-a1
> g4-g7 33. g1-d1 b4-a4 34. c4-b4 d6-d5 35. f2-d2 a7-d7 36. b6-d6 d5-e5 37. d2-d3
> g7-g4 38. b4-b6 e5-e4 39. d6-d5 a4-b4 40. b6-d6 e4-e5 41. d6-f6 d7-a7 42. d3-d2
> b4-b2 43. d5-d6 g4-g7 44. d6-d5 g7-g4 45. d1-g1 a7-a4 46. a1-d1 a4-a7 47. f6-d6
> a7-a4 48. d6-d7 a4-a1 49. d7-d6 g4-g7 50. g1-g4 a1-a4 51. g4-g1 a4-a1 52. d6-f6
> e5-e4 53. d2-f2 a1-a4 54. d5-d6 g7-d7 55. d6-d5 a4-a7 56. d5-e5 d7-g7 57. e5-d5
> e4-e5 58. d1-d2 a7-d7 59. f2-f4 b2-b4 60. d5-d6 d7-a7 61. g1-g4 b4-b6 62. d6-d7
> e5-e4 63. d2-d1 b6-b4 64. f4-f2 b4-a4 65. f6-d6 a4-a1 66. d1-d2 e4-e5 67. c5-c4
> a1-a4 68. g4-f4 g7-g4 69. d2-b2 g4-g7 70. f4-f6 e5-e4 71. d6-d5 g7-g4 72. c4-c3
> a4-b4 73. d5-c5 g4-g1 74. c3-c4 e4-f4 75. d7-g7 b4-b6 76. g7-g4 b6-b4 77. g4-g7
> a7-d7 1/2-1/2
>
> [Event "PlayOK rated"]
> [Site "PlayOK"]
> [Date "2026.05.01"]
> [Round "4"]
> [White "Elif"]
> [Black "Ayşe"]
> [Variant "nine-mens-morris"]
> [Result "1-0"]
> [Notation "algebraic"]
>
> 1. e5 a1 2. d7 e4 3. b4 g7 4. a4 g4 5. c4xa1 d3 6. b6 c3 7. f4 b2 8. d2 a7
> 9. a1 f2 10. a1-d1 e4-e3xd1 11. e5-d5 e3-e4 12. d5-e5 d3-e3 13. a4-a1 c3-d3
> 14. a1-a4xd3 g4-g1 15. a4-a1 e3-d3 16. b6-d6 e4-e3 17. d6-d5 a7-a4 18. f4-f6
> g1-d1 19. f6-d6xb2 d3-c3 20. d6-b6 c3-d3 21. d2-b2xf2 d3-d2 22. d7-d6 d1-g1
> 23. c4-c3 d2-d3 24. d6-f6 a4-a7 25. a1-a4 e3-e4 26. b2-d2 g7-g4 27. c3-c4xg4
> g1-g4 28. b6-d6 d3-c3 29. b4-b6xa7 e4-a1 30. f6-f4 g4-b4 31. d2-d3 c3-g4 32. d5-c5
> a1-e4 33. d6-f6 b4-d6 34. a4-a1 g4-d2 35. a1-d1 d2-b2 36. d3-e3 b2-g1 37. f4-f2
> g1-b2 38. f2-d2 e4-g4 39. c4-c3 d6-d3 40. f6-f4 d3-g1 41. f4-f6 g1-g7 42. e3-e4
> g7-e3 43. e4-f4 g4-d7 44. d2-d3 d7-a7 45. b6-d6 b2-d7 46. d6-d5xa7 1-0
>
! 4 records written; 0 illegal (not written), 0 mismatched, 0 unreadable, 0 not held whole
