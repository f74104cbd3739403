# krait-run: --allow-import functools
from functools import total_ordering
@total_ordering
class Card:
    ranks = '23456789TJQKA'
    def __init__(self, r):
        self.r = r
    def __eq__(self, other):
        return self.r == other.r
    def __lt__(self, other):
        return self.ranks.index(self.r) < self.ranks.index(other.r)
    def __repr__(self):
        return self.r
hand = [Card(c) for c in 'KA29T']
print(sorted(hand), max(hand), min(hand))
print(Card('K') >= Card('Q'), Card('2') <= Card('2'), Card('3') > Card('A'))
print([c for c in hand if c >= Card('T')])
