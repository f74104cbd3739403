# krait-run: --allow-import functools
import functools
@functools.total_ordering
class Card:
    order = '23456789TJQKA'
    def __init__(self, rank): self.rank = rank
    def __eq__(self, o): return self.rank == o.rank
    def __lt__(self, o): return self.order.index(self.rank) < self.order.index(o.rank)
    def __repr__(self): return self.rank
cards = [Card(r) for r in 'KA2T']
print(sorted(cards), Card('K') >= Card('T'), Card('2') > Card('3'), Card('A') <= Card('A'))
