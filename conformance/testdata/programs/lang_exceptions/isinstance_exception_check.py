try:
    int('x')
except Exception as e:
    print(isinstance(e, ValueError), isinstance(e, (KeyError, ArithmeticError)), type(e) is ValueError)
