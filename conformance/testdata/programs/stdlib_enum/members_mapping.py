# krait-run: --allow-import enum
import enum
class Color(enum.Enum):
    RED = 1
    GREEN = 2
    CRIMSON = 1
print(Color.__members__)
print(list(Color.__members__), len(Color.__members__))
print(Color.__members__['CRIMSON'])
for name, m in Color.__members__.items():
    print(name, m, m.value)
try:
    Color.__members__['BLUE'] = 3
except TypeError as e:
    print('TypeError', e)
print(type(Color.__members__).__name__)
class P:
    __members__ = [1, 2]
print(P.__members__)
