# krait-run: --allow-import enum
from enum import Enum, IntEnum, Flag, StrEnum, IntFlag

Animal = Enum('Animal', 'ANT BEE CAT')
print(list(Animal), repr(Animal), Animal.BEE.value, Animal.__module__)
print(list(Enum('A', 'X,Y, Z')))
print(list(Enum('A', ['X', 'Y'], start=10)))
print(list(Enum('A', [('X', 5), ('Y', 6)])))
print(list(Enum('A', {'X': 'x', 'Y': 'y'})))
print(list(Enum('A', (('X', (1, 2)),))))
N = IntEnum('N', 'ONE TWO')
print(list(N), N.TWO + 1, type(N))
F = Flag('F', 'R W X')
print(list(F), F.R | F.X, F(3))
S = StrEnum('S', 'ALPHA BETA')
print(list(S), S.ALPHA == 'alpha')
I = IntFlag('I', 'A B')
print(repr(I.A | 4))
T = Enum('T', 'P Q', type=int)
print(list(T), T.P + 1, repr(T.Q))
Q = Enum('Q', 'A B', qualname='Outer.Q', module='mymod')
print(Q.__qualname__, Q.__module__)
print(Animal(2), Animal['CAT'], len(Animal), Animal.ANT in Animal)
E = Enum('E', [])
print(list(E), len(E))
try:
    E(1)
except TypeError as e:
    print('TypeError:', e)
try:
    Enum('Bad', 'A A')
except TypeError as e:
    print('TypeError:', e)
try:
    Animal('X', 'Y')
except TypeError as e:
    print('TypeError:', e)
try:
    Animal()
except TypeError as e:
    print('TypeError:', e)
