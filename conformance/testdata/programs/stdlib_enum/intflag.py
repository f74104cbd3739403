# krait-run: --allow-import enum
from enum import IntFlag

class P(IntFlag):
    R = 4
    W = 2
    X = 1

print(repr(P.R | P.W), str(P.R | P.W), P.R | 1, repr(P.R | 8), P.R + 1)
print(P.R == 4, isinstance(P.W, int), repr(P(3)), P.R & 6)
