# krait-run: --allow-import enum
import enum
from enum import Enum, Flag, IntFlag, IntEnum, StrEnum, auto

tests = [
    lambda: Enum('X', 5),
    lambda: Enum('X', [1, 2]),
    lambda: Enum('X', [('A',)]),
    lambda: Enum('X', [(1, 2)]),
    lambda: Enum(5, 'A'),
    lambda: Flag('F', 'A B')(-1),
    lambda: enum.member(),
    lambda: enum.verify()(5),
    lambda: enum.verify(enum.UNIQUE)(Enum),
    lambda: enum.global_enum(5),
    lambda: enum.unique(5),
    lambda: enum.unique(Enum),
    lambda: enum.show_flag_values(-5),
    lambda: enum.global_str(5),
    lambda: enum.global_enum_repr(5),
    lambda: enum.global_flag_repr(5),
    lambda: enum.pickle_by_enum_name(5, 1),
    lambda: Enum(),
    lambda: Enum(1),
    lambda: IntEnum('N', 'A')(1, 2),
    lambda: Enum('E', 'A', boundary=5),
    lambda: Flag('E', 'A', boundary=5)(7),
    lambda: len(Enum),
    lambda: list(Enum),
    lambda: Enum['x'],
    lambda: repr(Enum),
    lambda: dir(Enum),
    lambda: Flag('F', [('A', 'x')]),
    lambda: Flag('F', [('A', 1.5)]),
    lambda: ~Flag('F', 'A B').A,
    lambda: list(Flag('F', 'A B')(0)),
    lambda: StrEnum('S', [('A', 1)]),
    lambda: StrEnum('S', [('A', ('a', 'utf8', 'strict', 'x'))]),
    lambda: StrEnum('S', [('A', ('a', 5))]),
    lambda: Enum('E', [('A', [1])])([1]),
    lambda: enum.EnumType.__name__,
    lambda: enum.auto(1, 2),
    lambda: Flag._generate_next_value_('a', 1, 1, ['x']),
]
for i, f in enumerate(tests):
    try:
        r = f()
        print(i, 'ok', repr(r)[:60])
    except Exception as e:
        print(i, type(e).__name__, str(e)[:80])
