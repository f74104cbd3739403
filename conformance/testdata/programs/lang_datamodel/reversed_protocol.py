class Deck:
    def __init__(self): self.cards = ['A', 'K', 'Q']
    def __len__(self): return len(self.cards)
    def __getitem__(self, i): return self.cards[i]
class Custom:
    def __reversed__(self): return iter('zyx')
print(list(reversed(Deck())), list(reversed(Custom())), list(Deck()), Deck()[-1])
