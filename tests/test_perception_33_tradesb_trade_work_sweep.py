"""Work told only in a trade's own words, swept trade by trade (session 33, round tradesb).

* A trade's everyday tasks in its own verbs and objects, workplaces, posts and shift words are
  the observer's work, in the forms simulations write (a status line, "You ...", a diary, a
  key=value record): "extracting honey from the supers", "boiled sap in the sugarhouse",
  "shoots the pots off the stern", "restores power to the village", "faces up the shelves",
  "changes a barrel in the cellar", "is on the longwall" (core.yaml's work terms, the
  ``rotate`` and ``change`` verbs with their own objects, ``verb_alone_at``,
  ``verb_alone_with``, ``status_activity.frames.manual_tasks``).
* Controls: the same words as someone else's task, a hobby, a home chore, a purchase or a
  thing only named are no work of the observer's ("boils the kettle", "changes the sheets",
  "restores her faith in people", "combines the wheat flour with the butter").
* Each case is (observer, text, the exact kinds of the observer's own actual events); observer
  ``None`` reads "You" and "I" as the observer.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases

FARMING = [
    ('Ana', 'Ana is milking the herd @ dairy parlour', {'work'}),
    ('Ana', 'Ana hoes the rows of beans @ Hillside Farm', {'work'}),
    (None, 'You spend the morning extracting honey from the supers', {'work'}),
    ('Ana', 'Dear diary: boiled sap in the sugarhouse till past midnight', {'work'}),
    ('Ana', 'Ana is pressing the olives @ the frantoio', {'work'}),
    ('Ana', 'Ana transplants rice seedlings into the paddy', {'work'}),
    ('Ana', 'Ana is pruning the vines @ Château Margaux vineyard', {'work'}),
    ('Ana', 'Ana mucks out the cow shed before breakfast', {'work'}),
    ('Ana', 'name=Ana task=harvest loc=north field', {'work'}),
    ('Ana', 'Ana drenches the ewes in the pens', {'work'}),
    (None, 'You check the hives for the queen and smoke the bees', {'work'}),
    ('Ana', 'Ana is tapping the maples in the sugarbush', {'work'}),
    ('Ana', 'Ana bales hay @ lower meadow', {'work'}),
    ('Ana', 'Ana is shearing sheep @ woolshed', {'work'}),
    ('Ana', 'Ana picks apples in the orchard for the cider press', {'work'}),
    ('Ana', 'Ana buys a jar of honey at the farm shop', set()),
    ('Ana', 'Ana watches the farmer milking the herd', set()),
    ('Ana', 'Ana waters the tomatoes in her garden', set()),
    ('Ana', 'Ana plans to prune the vines next week', set()),
    ('Ana', 'Ana is calving a heifer in the shed @ Fernhill Farm', {'work'}),
    ('Ana', 'task=lambing loc=top barn who=Ana', {'work'}),
    (None, 'I spent all day drilling barley on the top field', {'work'}),
    ('Ana', 'Ana is spraying the wheat @ north field', {'work'}),
    ('Ana', 'Ana is picking grapes for the harvest @ vineyard', {'work'}),
    ('Ana', 'Ana is treading grapes in the vat @ winery', {'work'}),
    ('Ana', 'Ana rounds up the flock with the dogs', {'work'}),
    ('Ana', 'Ana picks strawberries at a pick-your-own farm with her kids', set()),
    ('Ana', 'Ana is grafting the young apple trees @ orchard', {'work'}),
    ('Ana', 'Ana is candling eggs @ hatchery', {'work'}),
    ('Ana', 'Ana spends the day planting out rice in the flooded paddy', {'work'}),
    ('Ana', 'Ana is bottling syrup @ sugar shack', {'work'}),
    ('Ana', 'Ana is feeding the calves @ calf shed', {'work'}),
    (None, 'You spin the honey and jar it for the farm shop', {'work'}),
    ('Ana', 'Ana feeds the ducks at the pond with her nephew', {'socialize'}),
    ('Ana', 'Ana is hand-milking the goats @ goat dairy', {'work'}),
    ('Ana', 'Ana is netting the cherries against the birds @ orchard', {'work'}),
    ('Ana', 'Ana is racking off the new wine @ cellar door winery', {'work'}),
    (None, 'You are out in the paddy weeding between the rice rows', {'work'}),
    ('Ana', 'Ana is stringing hops @ hop garden', {'work'}),
    ('Ana', 'Ana is raking the olives off the nets @ olive grove', {'work'}),
    ('Ana', 'Ana is tedding the hay @ low meadow', {'work'}),
    ('Ana', 'Ana is scanning the ewes for twins @ lambing shed', {'work'}),
    ('Ana', 'Ana is crushing the grapes @ winery', {'work'}),
    ('Ana', 'Ana is hand-pollinating the vanilla @ plantation', {'work'}),
    ('Ana', 'Ana crushes garlic for the soup', set()),
    ('Ana', 'Ana is mucking out the stables @ livery yard', {'work'}),
    ('Ana', 'Ana is foot-trimming the dairy cows @ crush', {'work'}),
    ('Ana', 'Ana is topping the onions @ packhouse', {'work'}),
    ('Ana', 'Ana is walking the rows checking the grapes for rot @ vineyard', {'work', 'walk'}),
    ('Ana', 'Ana is bucket-feeding the calves @ calf pens', {'work'}),
    ('Ana', 'Ana is pulling the frames from the supers @ apiary', {'work'}),
    ('Ana', 'Ana taps the table impatiently', set()),
    ('Ana', 'Ana boils the kettle', set()),
    ('Ana', 'Ana has pancakes @ sugar shack', {'eat'}),
    ('Ana', 'Ana combines the wheat flour with the butter', set()),
    ('Ana', 'Ana is on the rotary club committee', set()),
    ('Ana', 'Ana is in the market garden buying leeks', set()),
]


SEA = [
    ('Ana', 'Ana is hauling nets on the trawler deck', {'work'}),
    ('Ana', 'Ana guts the catch @ fish market', {'work'}),
    (None, 'You mend the nets on the quay all afternoon', {'work'}),
    ('Ana', 'Ana is gutting mackerel @ the boat', {'work'}),
    ('Ana', 'Ana shoots the pots off the stern', {'work'}),
    ('Ana', 'Ana ices the boxes of cod in the fish hold', {'work'}),
    ('Ana', 'Ana is on watch on the bridge of the trawler', {'work'}),
    ('Ana', 'Ana is unloading the catch @ harbour', {'work'}),
    ('Ana', "Ana auctions the morning's haddock @ fish market", {'work'}),
    ('Ana', "Ana fillets plaice at the fishmonger's slab", {'work'}),
    ('Ana', 'Ana baits the longlines @ the wharf', {'work'}),
    ('Ana', 'Ana buys fresh haddock at the fish market', set()),
    ('Ana', 'Ana watches the trawler unload the catch', set()),
    ('Ana', 'Ana goes fishing off the pier on her day off', set()),
    ('Ana', 'Ana is filleting the catch below deck', {'work'}),
    ('Ana', 'Ana is hauling the pots @ lobster boat', {'work'}),
    (None, 'Diary: shot the nets at dawn, hauled by noon, gutted till dark', {'work'}),
    ('Ana', 'Ana lands the catch @ fish quay', {'work'}),
    ('Ana', 'Ana is mooring the ferry @ berth 3', {'work'}),
    ('Ana', 'Ana is on the winch @ trawler', {'work'}),
    ('Ana', 'Ana is reading on the ferry deck', {'rest'}),
    ('Ana', 'Ana is splicing a mooring line on the foredeck', {'work'}),
    ('Ana', 'Ana is boxing the catch on ice', {'work'}),
    ('Ana', 'Ana is hosing down the fish hold after landing', {'work'}),
    ('Ana', 'Ana scrapes the hull @ dry dock', {'work'}),
    ('Ana', 'Ana eats fish and chips on the quay', {'eat'}),
    ('Ana', 'Ana is sorting the catch on the conveyor @ trawler', {'work'}),
    ('Ana', 'Ana is tying up the boat and unloading the crates @ fish quay', {'work'}),
    ('Ana', 'Ana is shucking oysters @ fish market', {'work'}),
    ('Ana', 'Ana is on deck watch @ container ship', {'work'}),
    ('Ana', 'Ana is chipping rust on the deck @ tanker', {'work'}),
    ('Ana', 'Ana is hauling creels @ lobster boat', {'work'}),
    ('Ana', 'Ana is slinging the cargo into the hold', {'work'}),
    ('Ana', 'Ana is tallying the boxes @ fish auction', {'work'}),
    ('Ana', 'Ana is on the sorting table below deck', {'work'}),
    ('Ana', 'Ana is landing the catch @ fish market', {'work'}),
    ('Ana', 'Ana is coiling down the warps @ trawler', {'work'}),
    ('Ana', 'Ana is mending a net on the quay for the skipper', {'work'}),
]


MINING = [
    ('Ana', 'Ana is down the pit on the night shift', {'work'}),
    ('Ana', 'Ana bolts the roof @ coalface', {'work'}),
    ('Ana', 'Ana is on the drill floor tripping pipe', {'work'}),
    ('Ana', 'Ana restores power to the village after the storm', {'work'}),
    ('Ana', 'Ana climbs the pylon to replace the insulators', {'work'}),
    ('Ana', 'Ana splices the line on the pole', {'work'}),
    ('Ana', 'Ana is mucking out the stope', {'work'}),
    (None, 'You check the blades on turbine 14 and log the faults', {'work'}),
    ('Ana', 'Ana reads about the oil rig in the paper', set()),
    ('Ana', 'Ana watches the lineman climb the pole', set()),
    ('Ana', "Ana's power comes back on after the storm", set()),
    ('Ana', 'Ana is underground on the day shift @ Kellingley', {'work'}),
    ('Ana', 'Ana is changing a blade bearing @ wind farm', {'work'}),
    ('Ana', 'Ana is on the rig floor making up pipe', {'work'}),
    ('Ana', 'Ana drills the face and loads the shot holes', {'work'}),
    ('Ana', 'Ana flips the breaker after her toaster trips it', set()),
    ('Ana', 'Ana is shotfiring in the quarry', {'work'}),
    ('Ana', 'Ana is on the longwall @ colliery', {'work'}),
    ('Ana', 'Ana is bolting the roof of the new drift', {'work'}),
    ('Ana', 'Ana is trimming trees away from the lines @ power line', {'work'}),
    ('Ana', 'Ana is doing a blade inspection @ offshore wind farm', {'work'}),
    ('Ana', 'Ana is on the cage taking the shift down', {'work'}),
    ('Ana', 'Ana is sampling the ore @ assay lab', {'work'}),
    ('Ana', 'Ana is isolating the feeder @ substation', {'work'}),
    ('Ana', 'Ana is mucking out the heading @ mine', {'work'}),
    ('Ana', 'Ana is logging the well @ rig', {'work'}),
    ('Ana', 'Ana is pulling fuses @ substation', {'work'}),
    ('Ana', 'Ana is charging the shot holes @ face', {'work'}),
    ('Ana', 'Ana is on the crusher @ quarry', {'work'}),
    ('Ana', 'Ana is jointing cable @ substation', {'work'}),
    ('Ana', 'Ana is reading meters on her round', {'work'}),
    ('Ana', 'Ana restores her old phone to factory settings', set()),
    ('Ana', 'Ana restores her faith in people', set()),
    ('Ana', "Ana's power is restored after the storm", set()),
    ('Ana', 'Ana reads the meter in her hallway', set()),
]


BUILDING = [
    ('Ana', 'Ana is plastering the hallway @ 14 Elm Road job', {'work'}),
    ('Ana', 'Ana hangs the doors and fits the skirting @ site', {'work'}),
    ('Ana', 'Ana is first-fixing the sockets @ the new build', {'work'}),
    ('Ana', 'Ana sweats the copper joints under the sink for the client', {'work'}),
    ('Ana', 'Ana lays bricks on the gable end', {'work'}),
    ('Ana', 'Ana is felting the roof @ Rosewood Close', {'work'}),
    ('Ana', 'Ana welds the seams on the tank @ fabrication shop', {'work'}),
    ('Ana', "Ana tiles the client's bathroom", {'work'}),
    ('Ana', 'Ana pours the footings @ plot 7', {'work'}),
    ('Ana', 'Ana is on the scaffold pointing the chimney', {'work'}),
    (None, "You chase the walls for the cables in the flat you're rewiring", {'work'}),
    ('Ana', 'Ana shutters the slab and ties the rebar', {'work'}),
    ('Ana', 'Ana watches the roofer felt the roof', set()),
    ('Ana', 'Ana pays the plumber for the new boiler', set()),
    ('Ana', 'Ana builds a birdhouse for the garden on Sunday', set()),
    ('Ana', "Ana is skimming the ceiling @ the Patels' extension", {'work'}),
    ('Ana', 'Ana is boarding out the loft for a customer', {'work'}),
    ('Ana', 'Ana is laying a screed @ plot 12', {'work'}),
    ('Ana', 'Ana is tacking the seams @ fab shop', {'work'}),
    ('Ana', 'Ana bleeds the radiators in her flat', set()),
    ('Ana', 'Ana is hanging drywall @ job site', {'work'}),
    ('Ana', 'Ana is lagging the pipes @ plant room', {'work'}),
    ('Ana', 'Ana solders the joints on the new boiler for the customer', {'work'}),
    ('Ana', 'Ana is ripping out the old kitchen @ refurb', {'work'}),
    ('Ana', 'Ana hangs a picture in her hallway', set()),
    ('Ana', 'Ana is setting out the footings with string lines @ plot 3', {'work'}),
    ('Ana', 'Ana is second-fixing the sockets @ new build', {'work'}),
    ('Ana', 'Ana is mixing mortar for the brickies @ site', {'work'}),
    ('Ana', 'Ana is snagging the flats before handover', {'work'}),
    ('Ana', 'Ana is fitting a new consumer unit for a customer', {'work'}),
    ('Ana', 'Ana is bricking up the window @ site', {'work'}),
    ('Ana', 'Ana is torching on the felt @ flat roof job', {'work'}),
    ('Ana', 'Ana is battening the roof @ Rosewood Close', {'work'}),
    ('Ana', 'Ana is fixing the ridge tiles @ roof job', {'work'}),
    ('Ana', 'Ana is running the conduit @ warehouse fit-out', {'work'}),
    ('Ana', 'Ana is measuring up for a kitchen fit for a client', {'work'}),
    ('Ana', 'Ana is tiling a splashback for the customer', {'work'}),
    ('Ana', 'Ana digs the footings for her garden shed', set()),
]


TRANSPORT = [
    ('Ana', 'Ana does her pre-flight walkaround @ stand 12', {'work'}),
    ('Ana', 'Ana serves the drinks trolley in the aisle @ flight BA117', {'work'}),
    ('Ana', 'Ana couples the wagons @ sidings', {'work'}),
    ('Ana', 'Ana is at the controls on the approach into Gatwick', {'work'}),
    ('Ana', 'Ana is on the footplate firing the engine', {'work'}),
    ('Ana', 'Ana checks tickets down the train @ coach C', {'work'}),
    ('Ana', 'Ana delivers the last drop of her route', {'work'}),
    ('Ana', 'Ana signs for the load @ distribution centre', {'work'}),
    ('Ana', 'Ana is doing the cabin secure before landing', {'work'}),
    (None, 'You clock on at the bus garage and take out the 6:10', {'work'}),
    ('Ana', 'Ana takes the bus to the shops', set()),
    ('Ana', 'Ana flies to Lisbon for a holiday', set()),
    ('Ana', "Ana's parcel is delivered by the courier", set()),
    ('Ana', 'Ana drives her kids to school', set()),
    ('Ana', 'Ana is shunting wagons @ yard', {'work'}),
    ('Ana', 'Ana does the safety demo for the passengers', {'work'}),
    ('Ana', 'Ana is on her delivery run @ van', {'work'}),
    ('Ana', 'Ana is dispatching the 10:15 from platform 2', {'work'}),
    ('Ana', 'Ana watches the safety demo and buckles up', set()),
    ('Ana', 'Ana is on the flight deck running the checklist', {'work'}),
    ('Ana', 'Ana coils the hoses @ fuel bay', {'work'}),
    ('Ana', 'Ana is loading the bags into the hold @ airside', {'work'}),
    ('Ana', 'Ana is on the rank waiting for a fare', {'work'}),
    ('Ana', 'Ana waits for a taxi on the rank', set()),
    ('Ana', 'Ana is pushing back the A320 @ stand 4', {'work'}),
    ('Ana', 'Ana is doing her walkround of the lorry before setting off', {'work'}),
    ('Ana', 'Ana is scanning parcels into the van @ depot', {'work'}),
    ('Ana', 'Ana is collecting fares on the 73', {'work'}),
    ('Ana', 'Ana is doing the cabin service on the long-haul', {'work'}),
    ('Ana', 'Ana is de-icing the plane @ stand 9', {'work'}),
    ('Ana', 'Ana is tipping the load @ quarry', {'work'}),
    ('Ana', 'Ana is sheeting the load before the motorway', {'work'}),
    ('Ana', 'Ana sleeps through the cabin service', {'sleep'}),
    ('Ana', 'Ana is doing multi-drop @ van', {'work'}),
    ('Ana', 'Ana is doing the turnaround @ gate 22', {'work'}),
    ('Ana', 'Ana drops off the parcels at the post office', set()),
    ('Ana', 'Ana plays a great round of golf', {'exercise'}),
    ('Ana', 'Ana does the walkround with the estate agent', {'socialize'}),
    ('Ana', 'Ana watches the safety demo and buckles up', set()),
    ('Ana', 'Ana slings the load of washing into the machine', set()),
]


FOOD = [
    ('Ana', 'Ana is on the pass calling tickets @ Nopi', {'work'}),
    ('Ana', 'Ana proves the dough overnight @ bakery', {'work'}),
    ('Ana', 'Ana pulls pints behind the bar @ The Crown', {'work'}),
    ('Ana', 'Ana turns down the rooms on the third floor @ Hilton', {'work'}),
    ('Ana', 'Ana strips the beds in room 214', {'work'}),
    ('Ana', 'Ana flips skewers at her stall @ night market', {'work'}),
    ('Ana', 'Ana is on the grill station for dinner service', {'work'}),
    ('Ana', 'Ana changes a barrel in the cellar @ pub', {'work'}),
    ('Ana', 'Ana is plating desserts @ restaurant kitchen', {'work'}),
    (None, 'You make up the rooms on your floor and restock the minibar', {'work'}),
    ('Ana', 'Ana preps the mise en place before service', {'work'}),
    ('Ana', 'Ana has a pint at the bar @ The Crown', {'drink'}),
    ('Ana', "Ana bakes a cake for her son's birthday", set()),
    ('Ana', 'Ana makes her bed and tidies her room', set()),
    ('Ana', 'Ana buys skewers from a stall @ night market', set()),
    ('Ana', 'Ana is rolling out croissants @ bakery', {'work'}),
    ('Ana', 'Ana changes over the rooms @ Premier Inn', {'work'}),
    ('Ana', 'Ana is polishing glasses behind the bar', {'work'}),
    ('Ana', 'Ana is on breakfasts @ hotel kitchen', {'work'}),
    ('Ana', 'Ana serves noodles from her cart to the queue', {'work'}),
    ('Ana', 'Ana orders noodles from a cart', set()),
    ('Ana', 'Ana is making up the beds in room 12 @ guesthouse', {'work'}),
    ('Ana', 'Ana is bussing tables @ diner', {'work'}),
    ('Ana', 'Ana scores the loaves and loads the deck oven', {'work'}),
    ('Ana', 'Ana makes up the spare bed for her sister', set()),
    ('Ana', 'Ana is tempering chocolate @ patisserie', {'work'}),
    ('Ana', 'Ana is laying up the tables for lunch @ trattoria', {'work'}),
    ('Ana', 'Ana is on the dish pit tonight', {'work'}),
    ('Ana', 'Ana is pouring pints for the match crowd @ pub', {'work'}),
    ('Ana', 'Ana is folding dumplings at her stall for the queue', {'work'}),
    ('Ana', 'Ana is proving the sourdough @ bakehouse', {'work'}),
    ('Ana', 'Ana is turning the rooms on the fourth floor @ hotel', {'work'}),
    ('Ana', 'Ana is restocking the bar fridges before opening', {'work'}),
    ('Ana', 'Ana is frying bhajis at the stall for the lunch queue', {'work'}),
    ('Ana', 'Ana is on the sauté section @ brasserie', {'work'}),
    ('Ana', 'Ana is bottling up the bar before opening', {'work'}),
    ('Ana', 'Ana is making up the cots for the guests @ hotel', {'work'}),
    ('Ana', 'Ana is doing turndown on the fifth floor', {'work'}),
    ('Ana', 'Ana is on the door @ club', {'work'}),
    ('Ana', 'Ana changes the sheets', set()),
    ('Ana', 'Ana watches the barman change the barrel', set()),
]


RETAIL = [
    ('Ana', 'Ana is on the tills @ Tesco', {'work'}),
    ('Ana', 'Ana faces up the shelves in aisle 4', {'work'}),
    ('Ana', 'Ana picks orders @ Amazon fulfilment centre', {'work'}),
    ('Ana', 'Ana sets out her pitch @ Borough Market', {'work'}),
    ('Ana', 'Ana weighs out apples for a customer at her stall', {'work'}),
    ('Ana', 'Ana scans the totes and loads the cage', {'work'}),
    ('Ana', 'Ana is doing the markdowns @ Co-op', {'work'}),
    ('Ana', 'Ana cashes up at closing', {'work'}),
    (None, 'You rotate the milk in the chiller and fill the bread aisle', {'work'}),
    ('Ana', 'Ana is pick-packing @ warehouse aisle 12', {'work'}),
    ('Ana', 'Ana calls out prices from her barrow', {'work'}),
    ('Ana', 'Ana buys milk @ Tesco', set()),
    ('Ana', 'Ana browses the stalls @ Borough Market', set()),
    ('Ana', 'Ana watches the trader weigh out apples', set()),
    ('Ana', 'Ana is on the shop floor doing replen', {'work'}),
    ('Ana', 'Ana is doing a stock take @ Boots', {'work'}),
    ('Ana', 'Ana is on the checkouts @ Aldi', {'work'}),
    ('Ana', 'Ana is loading the lorries @ distribution centre', {'work'}),
    ('Ana', 'Ana packs boxes @ fulfilment centre', {'work'}),
    ('Ana', 'Ana packs boxes for her house move', set()),
    ('Ana', 'Ana is pricing up the new stock', {'work'}),
    ('Ana', 'Ana is on returns @ customer service desk', {'work'}),
    ('Ana', "Ana wraps a customer's flowers at her stall", {'work'}),
    ('Ana', 'Ana returns a jumper at the customer service desk', set()),
    ('Ana', 'Ana is merchandising the new range @ Zara', {'work'}),
    ('Ana', 'Ana is working the stall @ car boot', {'work'}),
    ('Ana', 'Ana is doing a cycle count @ warehouse', {'work'}),
    ('Ana', 'Ana is re-merching the front of store', {'work'}),
    ('Ana', 'Ana is tagging the new stock @ boutique', {'work'}),
    ('Ana', 'Ana is on the shop floor helping customers', {'work'}),
    ('Ana', 'Ana is on the deli counter @ Waitrose', {'work'}),
    ('Ana', 'Ana is working the barrow @ Berwick Street market', {'work'}),
    ('Ana', 'Ana is on the customer service desk @ Argos', {'work'}),
    ('Ana', 'Ana is unloading the cages @ Co-op', {'work'}),
    ('Ana', 'Ana faces up to the truth', set()),
    ('Ana', 'Ana rotates the tyres on her car', set()),
    ('Ana', 'Ana buys a tote bag', set()),
    ('Ana', 'Ana is at the deli counter', set()),
    ('Ana', 'Ana buys ham at the deli counter', set()),
]


CRAFTS = [
    ('Ana', 'Ana hems the trousers for a client @ alterations shop', {'work'}),
    ('Ana', 'Ana draws out the bar at the anvil', {'work'}),
    ('Ana', 'Ana throws bowls on the wheel @ pottery', {'work'}),
    ('Ana', 'Ana warps the loom @ weaving shed', {'work'}),
    ('Ana', 'Ana glazes the mugs for the order', {'work'}),
    ('Ana', 'Ana shoes a horse @ forge', {'work'}),
    ('Ana', 'Ana cuts dovetails for the commission @ workshop', {'work'}),
    ('Ana', 'Ana is tooling a belt for a customer', {'work'}),
    (None, "You fire the kiln and unload yesterday's batch for the shop", {'work'}),
    ('Ana', 'Ana sews a button back on her coat', set()),
    ('Ana', 'Ana takes a pottery class on Saturday', set()),
    ('Ana', 'Ana watches the blacksmith at the anvil', set()),
    ('Ana', 'Ana is quenching the blade @ forge', {'work'}),
    ('Ana', 'Ana is turning a bowl on the lathe for a commission', {'work'}),
    ('Ana', 'Ana is taking in the waist of a suit for a customer', {'work'}),
    ('Ana', "Ana is cutting a pattern @ tailor's", {'work'}),
    ('Ana', 'Ana is wedging clay @ studio', {'work'}),
    ('Ana', 'Ana knits a scarf for her niece', {'rest'}),
    ('Ana', 'Ana is hand-stitching a bridle for a client', {'work'}),
    ('Ana', "Ana is setting the stones in the rings @ jeweller's bench", {'work'}),
    ('Ana', 'Ana is dyeing the wool @ dye house', {'work'}),
    ('Ana', "Ana is upholstering a customer's armchair", {'work'}),
    ('Ana', 'Ana throws a frisbee in the park', {'exercise'}),
    ('Ana', 'Ana is forging a gate hinge for a client', {'work'}),
    ('Ana', 'Ana is trimming pots on the wheel @ studio', {'work'}),
    ('Ana', 'Ana is weaving a rug on the loom for an order', {'work'}),
    ('Ana', 'Ana is cutting leather for the saddle @ workshop', {'work'}),
    ('Ana', "Ana is blocking a hat @ milliner's", {'work'}),
    ('Ana', 'Ana is annealing the silver @ workshop', {'work'}),
    ('Ana', "Ana is stitching the uppers @ cobbler's", {'work'}),
    ('Ana', 'Ana is resoling boots for a customer', {'work'}),
    ('Ana', 'Ana is fettling the castings @ foundry', {'work'}),
    ('Ana', 'Ana is hemming curtains for a customer @ workroom', {'work'}),
]


CARE = [
    ('Ana', 'Ana hoovers the offices @ Barclays after hours', {'work'}),
    ('Ana', 'Ana gets Mrs Patel up and washed on her morning round', {'work'}),
    ('Ana', 'Ana does the school run for the family she nannies for', {'work'}),
    ('Ana', 'Ana is on her care round @ Maple Court', {'work'}),
    ('Ana', 'Ana mops the corridors on the night shift @ hospital', {'work'}),
    ('Ana', 'Ana bathes the twins for her employer', {'work'}),
    (None, 'You hoist Mr Reid into his chair and write up his care notes', {'work'}),
    ('Ana', 'Ana cleans her own kitchen', set()),
    ('Ana', "Ana's carer helps her dress", set()),
    ('Ana', 'Ana bathes her kids', set()),
    ('Ana', 'Ana hoovers the lounge @ home', set()),
    ('Ana', 'Ana is on nights @ care home', {'work'}),
    ('Ana', 'Ana cleans the toilets @ office block', {'work'}),
    ('Ana', 'Ana is doing a changeover clean @ holiday cottage', {'work'}),
    ('Ana', 'Ana picks up her kids from school', set()),
    ('Ana', "Ana is doing a double-up call with Sam @ Mr Reid's", {'work'}),
    ('Ana', 'Ana is on her cleaning shift @ school', {'work'}),
    ('Ana', 'Ana feeds the little ones their lunch @ nursery', {'work'}),
    ('Ana', 'Ana is valeting the rooms @ Travelodge', {'work'}),
    ('Ana', 'Ana valets her own car on Sunday', set()),
    ('Ana', 'Ana is on a live-in placement caring for Mrs Bell', {'work'}),
    ('Ana', 'Ana is doing the bins and the bathrooms @ office', {'work'}),
    ('Ana', "Ana is babysitting the Lees' twins for cash", {'work'}),
    ('Ana', "Ana is doing the night sit @ Mr Reid's", {'work'}),
    ('Ana', 'Ana is on a sleep-in @ supported living house', {'work'}),
    ('Ana', 'Ana is swimming laps @ leisure centre', {'exercise'}),
    ('Ana', 'Ana is doing the bed baths on the morning round @ nursing home', {'work'}),
    ('Ana', 'Ana is doing the school pick-up for the family she nannies for', {'work'}),
    ('Ana', 'Ana is on the twilight shift @ care home', {'work'}),
    ('Ana', 'Ana is doing the laundry @ care home', {'work'}),
    ('Ana', 'Ana does personal care for her mum', set()),
    ('Ana', 'Ana has a sleep-in on Sunday', set()),
]


def test_farm_work_in_its_own_words(lex) -> None:
    """Crops, dairy and livestock, orchards, vineyards, bees, maple sugar, olives and rice."""
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds

    assert failing_cases(one_case, FARMING) == []


def test_fishing_and_sea_work_in_its_own_words(lex) -> None:
    """Trawlers, docks and fish markets."""
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds

    assert failing_cases(one_case, SEA) == []


def test_mine_rig_and_power_work_in_its_own_words(lex) -> None:
    """Mines, oil rigs, power-line crews and wind farms."""
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds

    assert failing_cases(one_case, MINING) == []


def test_building_trade_work_in_its_own_words(lex) -> None:
    """Carpenters, electricians, plumbers, masons, roofers and welders."""
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds

    assert failing_cases(one_case, BUILDING) == []


def test_transport_work_in_its_own_words(lex) -> None:
    """Truck and bus drivers, rail crews, pilots and cabin crew, couriers and ship crews."""
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds

    assert failing_cases(one_case, TRANSPORT) == []


def test_kitchen_bar_and_hotel_work_in_its_own_words(lex) -> None:
    """Kitchens, bakeries, bars, hotel housekeeping and street food stalls."""
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds

    assert failing_cases(one_case, FOOD) == []


def test_shop_market_and_warehouse_work_in_its_own_words(lex) -> None:
    """Shop staff, market traders and warehouse pickers."""
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds

    assert failing_cases(one_case, RETAIL) == []


def test_craft_work_in_its_own_words(lex) -> None:
    """Tailors and seamstresses, blacksmiths, potters, weavers and leatherworkers."""
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds

    assert failing_cases(one_case, CRAFTS) == []


def test_cleaning_and_care_work_done_as_a_job(lex) -> None:
    """Cleaners, nannies and carers, apart from chores at home."""
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds

    assert failing_cases(one_case, CARE) == []
