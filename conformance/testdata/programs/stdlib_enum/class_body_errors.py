# krait-run: --allow-import enum
from enum import Enum, Flag, IntEnum, auto


def attempt(label, make):
    try:
        make()
        print(label, 'ok')
    except (TypeError, ValueError) as e:
        print(label, type(e).__name__ + ':', e)


def reuse():
    class A(Enum):
        X = 1
        X = 2


def reuse_method():
    class A(Enum):
        X = 1

        def X(self):
            pass


def sunder():
    class A(Enum):
        _foo_ = 1


def late_gnv():
    class A(Enum):
        X = auto()

        def _generate_next_value_(name, start, count, last):
            return 1


def ignore_late():
    class A(Enum):
        X = 1
        _ignore_ = 'X'


def extend():
    class F(Flag):
        A = 1

    class G(F):
        pass


def extend_enum():
    class Base(IntEnum):
        ONE = 1

    class More(Base):
        TWO = 2


def order():
    class A(Enum):
        _order_ = 'B X'
        X = 1
        B = 2


def order_ok():
    class A(Enum):
        _order_ = 'X B'
        X = 1
        B = 2
    print(list(A))


def private():
    class A(Enum):
        __secret = 5
        X = 1
    print(list(A), A._A__secret)


def dunder():
    class A(Enum):
        __custom__ = 5
        X = 1
    print(list(A))


def empty_extend():
    class Base(Enum):
        def describe(self):
            return self.name.title()

    class Sub(Base):
        ALPHA = 1
    print(list(Sub), Sub.ALPHA.describe())


for label, fn in [('reuse', reuse), ('reuse_method', reuse_method), ('sunder', sunder),
                  ('late_gnv', late_gnv), ('ignore_late', ignore_late), ('extend', extend),
                  ('extend_enum', extend_enum), ('order', order), ('order_ok', order_ok),
                  ('private', private), ('dunder', dunder), ('empty_extend', empty_extend)]:
    attempt(label, fn)
