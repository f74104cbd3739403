pairs = [(ZeroDivisionError, ArithmeticError), (OverflowError, ArithmeticError), (KeyError, LookupError),
         (IndexError, LookupError), (FileNotFoundError, OSError), (UnicodeDecodeError, ValueError),
         (RecursionError, RuntimeError), (NotImplementedError, RuntimeError), (ModuleNotFoundError, ImportError),
         (StopIteration, Exception), (GeneratorExit, Exception), (KeyboardInterrupt, BaseException),
         (SystemExit, Exception), (UnboundLocalError, NameError), (TimeoutError, OSError),
         (IndentationError, SyntaxError), (TabError, IndentationError), (AssertionError, Exception),
         (FloatingPointError, ArithmeticError), (BrokenPipeError, ConnectionError), (PermissionError, OSError)]
for a, b in pairs:
    print(a.__name__, b.__name__, issubclass(a, b))
print(issubclass(Exception, BaseException), issubclass(BaseException, Exception))
