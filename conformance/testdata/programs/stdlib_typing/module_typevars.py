# krait-run: --allow-import typing
import typing, collections
print(typing.T, typing.KT, typing.VT, typing.T_co, typing.V_co, typing.VT_co, typing.T_contra, typing.CT_co)
print(typing.List[typing.T], typing.Dict[typing.KT, typing.VT])
print(typing.EXCLUDED_ATTRIBUTES[:3], len(typing.EXCLUDED_ATTRIBUTES))
print(typing.GenericAlias is type(list[int]), typing.defaultdict is collections.defaultdict)
@typing.abstractmethod
def f():
    pass
print(f.__name__, f() is None)
print(hasattr(typing, 'type_check_only'))
class Box(typing.Generic[typing.T]):
    pass
print(Box[int])
