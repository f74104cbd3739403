# attack: list(itertools.permutations(range(20)))
# requires: itertools
# expect: limit ops|memory
import itertools
for p in itertools.permutations(range(20)):
    pass
