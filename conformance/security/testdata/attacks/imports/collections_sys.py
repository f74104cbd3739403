# attack: collections._sys (CPython's collections imports sys as _sys)
# expect: python AttributeError
# message: module 'collections' has no attribute '_sys'
# requires: collections
import collections
collections._sys.modules['os'].system('touch {CANARY}')
