"""``python -m engine`` runs the homeostat command line."""

import sys

from .cli import main

sys.exit(main())
