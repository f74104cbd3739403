# attack: a lambda, a comprehension or a walrus inside a string annotation would run code under eval(): refused
# imports: typing
# expect: policy node
# message: ListComp is not supported in a string annotation
def f(a: "[x for x in (1, 2)]"):
    pass
import typing
typing.get_type_hints(f)
