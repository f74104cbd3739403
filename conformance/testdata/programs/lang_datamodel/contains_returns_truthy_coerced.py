class Bag:
    def __contains__(self, x): return [x]
print(1 in Bag(), (1 in Bag()) is True)
class Empty:
    def __contains__(self, x): return []
print(1 in Empty(), 1 not in Empty())
