# traceback: full
class Config:
    def __init__(self):
        self.timeout = 5
c = Config()
print(c.timeot)
