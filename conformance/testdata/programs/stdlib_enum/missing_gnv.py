# krait-run: --allow-import enum
from enum import Enum, Flag, auto


class Status(Enum):
    ACTIVE = 'active'
    INACTIVE = 'inactive'

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for m in cls:
                if m.value == value.lower():
                    return m
        return None


print(Status('ACTIVE'), Status('Inactive'))
try:
    Status(3)
except ValueError as e:
    print('ValueError:', e)


class Bad(Enum):
    A = 1

    @classmethod
    def _missing_(cls, value):
        return 'nope'


try:
    Bad(2)
except TypeError as e:
    print('TypeError:', e)


class Raises(Enum):
    A = 1

    @classmethod
    def _missing_(cls, value):
        raise KeyError(value)


try:
    Raises(5)
except KeyError as e:
    print('KeyError:', e)


class Word(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower() + str(count)

    ALPHA = auto()
    BETA = auto()
    GAMMA = 'fixed'
    DELTA = auto()


print(list(Word))


class Start(Enum):
    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        return (count + 1) * 100

    A = auto()
    B = auto()


print(list(Start))


class Pair(Enum):
    A = (auto(), 'first')
    B = (auto(), 'second')
    C = auto()


print(list(Pair))


print(repr(auto()), repr(auto(5)))


class Base(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name * 2

    def hello(self):
        return 'hello ' + self.value


class Derived(Base):
    X = auto()
    Y = auto()


print(list(Derived), Derived.X.hello())
print(Enum._generate_next_value_('A', 1, 0, []), Enum._generate_next_value_('A', 1, 2, [1, 5]))
print(Flag._generate_next_value_('A', 1, 2, [1, 5]))
