# traceback: full
print(int('42'))
print(int('4x2'))
