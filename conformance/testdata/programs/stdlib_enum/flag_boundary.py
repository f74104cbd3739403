# krait-run: --allow-import enum
import enum
from enum import Flag, IntFlag, FlagBoundary, STRICT, CONFORM, EJECT, KEEP


print(list(FlagBoundary), STRICT, repr(KEEP), STRICT == 'strict', FlagBoundary('eject'))
print(enum.Flag._boundary_, enum.IntFlag._boundary_)
for b in (STRICT, CONFORM, EJECT, KEEP):
    class Q(Flag, boundary=b):
        A = 1
        B = 2
        C = 4
    print('--', b, Q._boundary_)
    for v in (3, 9, 16, 0, 7):
        try:
            print(v, repr(Q(v)))
        except ValueError as e:
            print(v, 'ValueError:', e)
    print(repr(~Q.A), repr(~Q(0)))


class Big(Flag, boundary=STRICT):
    A = 1
    D = 8


try:
    Big(2)
except ValueError as e:
    print(e)
print(Big(9), Big._flag_mask_, Big._all_bits_, Big._singles_mask_)


class K(IntFlag, boundary=KEEP):
    A = 1
    B = 4


print(repr(K(2)), repr(K(7)), repr(~K.A), K(2).name, K(7).name)


class C(IntFlag, boundary=CONFORM):
    A = 1
    B = 2


print(repr(C(7)), repr(C(4)), repr(C.A | 8))


class E(IntFlag, boundary=EJECT):
    A = 1
    B = 2


print(repr(E(7)), type(E(7)).__name__, repr(E(3)), repr(E.A | 4))
print(enum.show_flag_values(11), enum.show_flag_values(0), enum.show_flag_values(2 ** 10))
