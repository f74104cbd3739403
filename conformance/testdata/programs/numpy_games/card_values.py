# krait-run: --allow-import numpy.*
import numpy as np
values = np.array([2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 11])
deck = np.tile(values, 4)
print(len(deck), deck.sum(), deck.mean().round(4))
hand = deck[[0, 12, 25, 38]]
print(hand, hand.sum())
print(np.bincount(deck)[2:])
print(np.sum(deck == 10) / len(deck))
