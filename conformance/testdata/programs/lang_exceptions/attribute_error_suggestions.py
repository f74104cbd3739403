class Config:
    def __init__(self):
        self.timeout = 5
        self.retries = 3
c = Config()
for name in ['timeot', 'retry', 'zzz']:
    try:
        getattr(c, name)
    except AttributeError as e:
        print(e)
