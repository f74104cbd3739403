# attack: a __del__ time bomb that loops forever and writes the canary (smolagents issue #2395 shape)
# ref: smolagents #2395 (__del__ running after the executor's checks)
# expect: ok
# output: done
class B:
    def __del__(self):
        open('{CANARY}', 'w')
        while True:
            pass
b = B()
del b
b2 = B()
print('done')
