print(f'{"abc":.2}|{"abc":5.1}|{"abc":*^9}|{"x":=^3}' if False else f'{"abc":.2}|{"abc":5.1}|{"abc":*^9}|')
