# attack: datetime.sys (CPython's datetime imports sys)
# expect: python AttributeError
# message: module 'datetime' has no attribute 'sys'
# requires: datetime
import datetime
datetime.sys.modules['os'].system('touch {CANARY}')
