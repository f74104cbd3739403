# krait-run: --allow-import json
import json
print(json.dumps(10 ** 30), json.dumps(-2 ** 70), json.dumps(0))
print(json.dumps([True, 1, False, 0]))
class MyInt(int):
    def __repr__(self):
        return 'custom'
print(json.dumps(MyInt(5)), json.dumps({MyInt(3): MyInt(4)}))
class MyFloat(float):
    def __repr__(self):
        return 'customf'
print(json.dumps(MyFloat(2.5)))
class MyStr(str):
    pass
print(json.dumps(MyStr('s')))
