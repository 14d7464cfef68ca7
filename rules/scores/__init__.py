"""What a score is and how it is computed, read like the Code: duplicate scoring (77, duplicate.py),
matchpoints and IMPs (78A, 78B, matchpoints.py), adjusted scores (12C, adjusted.py), the split of 12C1e
(split.py), their French wording (wording.py) and the director's one-line score syntax (line.py).

Pure, no I/O. The one entry point for a score line is `rules.scores.line.compute(line, board)`.
"""
