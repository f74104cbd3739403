# krait-run: --allow-import dataclasses
import dataclasses
def f():
    pass
print(dataclasses.FunctionType, isinstance(f, dataclasses.FunctionType), isinstance(len, dataclasses.FunctionType))
print(dataclasses.GenericAlias, dataclasses.GenericAlias is type(list[int]))
