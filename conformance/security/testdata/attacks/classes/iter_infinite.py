# attack: a user iterator that never stops, consumed by list()
# limits: memory=64MiB
# expect: limit ops
class It:
    def __iter__(self):
        return self
    def __next__(self):
        return 1
list(It())
