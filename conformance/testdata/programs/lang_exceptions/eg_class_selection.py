# Which class a group constructor returns, and which it refuses.
def attempt(label, make):
    try:
        r = make()
        print(label, type(r).__name__, repr(r))
    except TypeError as e:
        print(label, 'TypeError:', e)

attempt('EG of Exceptions', lambda: ExceptionGroup('a', [ValueError(1)]))
attempt('EG of a BaseException', lambda: ExceptionGroup('a', [KeyboardInterrupt()]))
attempt('BEG of Exceptions', lambda: BaseExceptionGroup('a', [ValueError(1), TypeError(2)]))
attempt('BEG of a BaseException', lambda: BaseExceptionGroup('a', [SystemExit(3)]))
attempt('BEG mixed', lambda: BaseExceptionGroup('a', [ValueError(1), GeneratorExit()]))
attempt('BEG of a BEG', lambda: BaseExceptionGroup('a', [BaseExceptionGroup('b', [KeyboardInterrupt()])]))
attempt('BEG of an EG', lambda: BaseExceptionGroup('a', [BaseExceptionGroup('b', [ValueError()])]))
attempt('EG of a BEG', lambda: ExceptionGroup('a', [BaseExceptionGroup('b', [KeyboardInterrupt()])]))

class MyEG(ExceptionGroup):
    pass

class MyBEG(BaseExceptionGroup):
    pass

attempt('MyEG', lambda: MyEG('a', [ValueError()]))
attempt('MyEG of a BaseException', lambda: MyEG('a', [KeyboardInterrupt()]))
attempt('MyBEG of Exceptions', lambda: MyBEG('a', [ValueError()]))
attempt('MyBEG of a BaseException', lambda: MyBEG('a', [KeyboardInterrupt()]))

print(issubclass(ExceptionGroup, BaseExceptionGroup), issubclass(ExceptionGroup, Exception))
print(issubclass(BaseExceptionGroup, Exception), issubclass(BaseExceptionGroup, BaseException))
print(isinstance(MyEG('a', [ValueError()]), ExceptionGroup))
print(ExceptionGroup.__name__, BaseExceptionGroup.__qualname__, ExceptionGroup.__module__)
print(ExceptionGroup[int], BaseExceptionGroup[ValueError])
try:
    raise BaseExceptionGroup('x', [ValueError(1)])
except ExceptionGroup as e:
    print('caught as ExceptionGroup', type(e).__name__)
try:
    raise BaseExceptionGroup('x', [KeyboardInterrupt()])
except Exception:
    print('wrong')
except BaseException as e:
    print('caught as BaseException', type(e).__name__)
