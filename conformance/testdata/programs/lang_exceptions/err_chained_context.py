# traceback: full
def load(cfg):
    try:
        return cfg['path']
    except KeyError:
        raise RuntimeError('config incomplete')
load({})
