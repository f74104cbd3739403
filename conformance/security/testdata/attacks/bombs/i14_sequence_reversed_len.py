# attack: reversed() of a collections.abc.Sequence whose __len__ claims 10**15 items: the mixin made a slice of that capacity before the first item was read
# imports: collections.abc
# expect: limit memory
from collections.abc import Sequence

class Huge(Sequence):
    def __len__(self):
        return 10**15

    def __getitem__(self, i):
        return 0

for x in Huge.__reversed__(Huge()):
    pass
