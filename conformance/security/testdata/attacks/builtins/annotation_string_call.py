# attack: typing.get_type_hints evaluates string annotations; CPython runs eval() on them, so a call hidden in one would run: krait evaluates only the annotation grammar and refuses the rest, uncatchably
# imports: typing
# expect: policy node
# message: Call is not supported in a string annotation
# output: {'a': <class 'int'>}
import typing
from typing import List
def ok(a: "int"):
    pass
print(typing.get_type_hints(ok))
def f(a: "List[open('{CANARY}', 'w')]"):
    pass
try:
    typing.get_type_hints(f)
except BaseException:
    print("caught")
