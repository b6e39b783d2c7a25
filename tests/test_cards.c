/* test_cards.c: one or more scenarios for every card ability (deploy, block,
 * end-of-game) and the rules that cut across cards. Player 1 (house Diana: the
 * Sovereign token brings 1 Influence) plays against player 2 (house Mars). Every
 * expected outcome is worked out by hand from the card's text. */
#include <string.h>

#include "scenario.h"

static const scenario red_brown_obsidian[] = {
    {"Arlus banishes a revealed Gold", "hand=Arlus; opp=Nero; Mars=Eo",
     "lead Arlus to Jupiter | gain from Mars", "banished=Nero; opp=; hand=Eo; Jupiter=Arlus; helium=1; next=opp"},
    {"Arlus is banished by a revealed Red", "hand=Arlus; opp=Eo; Mars=Dancer",
     "lead Arlus to Jupiter | gain from Mars", "banished=Arlus; opp=Eo; Jupiter=; next=opp"},
    {"Arlus blocked by Pax au Telemanus", "hand=Arlus; opp=Pax au Telemanus; Mars=Dancer",
     "lead Arlus to Jupiter | Pax au Telemanus | gain from Mars", "banished=; opp=Pax au Telemanus; next=opp"},
    {"Dancer with two other Reds", "hand=Dancer,Eo,Deanna; Mars=Nero",
     "lead Dancer to Jupiter | gain from Mars", "helium=4; hand=Eo,Deanna,Nero; next=opp"},
    {"Dancer with one other Red", "hand=Dancer,Eo; Mars=Nero", "lead Dancer to Jupiter | gain from Mars", "helium=2"},
    {"Darrow on a Gold stays", "hand=Darrow; Jupiter=Eo,Nero; Mars=Sevro",
     "lead Darrow to Jupiter | gain from Mars", "hand=Eo,Sevro; Jupiter=Nero,Darrow; banished=; next=opp"},
    {"Darrow on a non-Gold is banished", "hand=Darrow; Jupiter=Eo,Dancer; Mars=Sevro",
     "lead Darrow to Jupiter | !Darrow | Eo | gain from Mars", "hand=Eo,Sevro; Jupiter=Dancer; banished=Darrow"},
    {"Darrow with nothing to gain stays", "hand=Darrow; Jupiter=Nero; Mars=Sevro",
     "lead Darrow to Jupiter | gain from Mars", "Jupiter=Nero,Darrow; banished="},
    {"Deanna", "hand=Deanna; Mars=Eo", "lead Deanna to Jupiter | gain from Mars", "helium=2"},
    {"Eo: an opponent with a Red reveals it", "hand=Eo; opp=Dancer,Nero; opp.helium=2; Mars=Sevro",
     "lead Eo to Jupiter | gain from Mars", "opp.helium=2; opp=Dancer,Nero; next=opp"},
    {"Eo: an opponent without a Red loses 1 Helium", "hand=Eo; opp=Nero; opp.helium=2; Mars=Sevro",
     "lead Eo to Jupiter | gain from Mars", "opp.helium=1"},
    {"Harmony", "hand=Harmony; opp.helium=2; Mars=Sevro", "lead Harmony to Jupiter | gain from Mars", "opp.helium=1"},
    {"Uncle Narol", "hand=Uncle Narol; Mars=Sevro", "lead Uncle Narol to Jupiter | gain from Mars", "helium=3"},
    {"Artisan Chef on a Gold", "hand=Artisan Chef; Jupiter=Eo,Nero; Mars=Sevro",
     "lead Artisan Chef to Jupiter | !Jupiter | Luna | gain from Mars",
     "Jupiter=Eo,Artisan Chef; Luna=Nero; influence=1; hand=Sevro"},
    {"Artisan Chef on a non-Gold", "hand=Artisan Chef; Jupiter=Eo; Mars=Sevro",
     "lead Artisan Chef to Jupiter | gain from Mars", "Jupiter=Eo,Artisan Chef; influence=0"},
    {"Assassin banishes a Gold under it", "hand=Assassin; Jupiter=Eo,Nero; Mars=Sevro",
     "lead Assassin to Jupiter | gain from Mars", "Jupiter=Eo,Assassin; banished=Nero; influence=1"},
    {"Assassin banishes a non-Gold", "hand=Assassin; Jupiter=Eo; Mars=Sevro",
     "lead Assassin to Jupiter | gain from Mars", "banished=Eo; influence=0"},
    {"Gardener moves a Pink", "hand=Gardener; Jupiter=Evey; Mars=Sevro",
     "lead Gardener to Jupiter | Luna | gain from Mars", "Luna=Evey; Jupiter=Gardener; helium=2"},
    {"Janitor moves a Blue", "hand=Janitor; Jupiter=Virga; Mars=Sevro",
     "lead Janitor to Jupiter | The Institute | gain from Mars", "The Institute=Virga; fleet=1"},
    {"Mess Hall Cook moves a Gray", "hand=Mess Hall Cook; Jupiter=Trigg; Mars=Sevro",
     "lead Mess Hall Cook to Jupiter | Luna | gain from Mars", "Luna=Trigg; fleet=1"},
    {"Modjob deploys the Red under it, whose ability triggers", "hand=Modjob; Jupiter=Deanna; Mars=Sevro",
     "lead Modjob to Jupiter | Luna | !gain from Luna | !gain from Jupiter | gain from Mars",
     "Luna=Deanna; Jupiter=Modjob; helium=2; hand=Sevro; next=opp"},
    {"Nanny moves a Silver", "hand=Nanny; Jupiter=CEO; Mars=Sevro",
     "lead Nanny to Jupiter | Luna | gain from Mars", "Luna=CEO; helium=2"},
    {"Alfrun gains Nero, returns and ends the turn", "hand=Alfrun; Jupiter=Nero,Eo; Mars=Sevro",
     "lead Alfrun to Jupiter | Nero", "hand=Nero,Alfrun; Jupiter=Eo; next=opp"},
    {"Alfrun declines", "hand=Alfrun; Jupiter=Nero; Mars=Sevro",
     "lead Alfrun to Jupiter | none | gain from Mars", "hand=Sevro; Jupiter=Nero,Alfrun"},
    {"Jopho gains Alfrun", "hand=Jopho; Jupiter=Alfrun; Mars=Sevro",
     "lead Jopho to Jupiter | Alfrun", "hand=Alfrun,Jopho; Jupiter=; next=opp"},
    {"Alia Snowsparrow banishes a top non-Gold", "hand=Alia Snowsparrow; Mars=Eo,Nero; Luna=Sefi; The Institute=Judge",
     "lead Alia Snowsparrow to Jupiter | Mars | gain from The Institute",
     "banished=Eo; Mars=Nero; helium=1; influence=1"},
    {"Alia Snowsparrow banishing an Obsidian gains nothing", "hand=Alia Snowsparrow; Mars=Nero; Luna=Sefi; The Institute=Judge",
     "lead Alia Snowsparrow to Jupiter | Luna | gain from The Institute", "banished=Sefi; helium=0"},
    {"Helga banishes the only other card", "hand=Helga; Jupiter=Eo; Mars=Sevro",
     "lead Helga to Jupiter | gain from Mars", "banished=Eo; helium=2"},
    {"Helga with two cards under", "hand=Helga; Jupiter=Dancer,Eo; Mars=Sevro",
     "lead Helga to Jupiter | gain from Mars", "banished=Eo; Jupiter=Dancer,Helga; helium=1"},
    {"Ragnar banishes a Gold", "hand=Ragnar; Mars=Nero; Luna=Eo; The Institute=Judge",
     "lead Ragnar to Jupiter | Mars | gain from The Institute", "banished=Nero; influence=2"},
    {"Sefi gains an Obsidian", "hand=Sefi; Jupiter=Ragnar,Eo; Mars=Sevro",
     "lead Sefi to Jupiter | gain from Mars", "hand=Ragnar,Sevro; Jupiter=Eo,Sefi"},
    {"Stained banishes an Obsidian", "hand=Stained; Jupiter=Sefi,Eo; Mars=Sevro",
     "lead Stained to Jupiter | Sefi | gain from Mars", "banished=Sefi; influence=1; Jupiter=Eo,Stained"},
};

static const scenario pink_gray[] = {
    {"Calliope deploys the deck's top card, and its ability triggers", "hand=Calliope; deck=Deanna; The Institute=Eo",
     "lead Calliope to Jupiter | Mars | !gain from Mars | gain from The Institute",
     "Mars=Deanna; helium=1; influence=1; hand=Eo; next=opp"},
    {"Conversationalist takes a White under it and gains it", "hand=Conversationalist; Mars=Judge; Luna=Eo",
     "lead Conversationalist to Jupiter | Mars | take the deck card", "hand=Judge,Victra; Jupiter=Conversationalist"},
    {"Conversationalist with a non-White", "hand=Conversationalist; Mars=Eo; The Institute=Sevro",
     "lead Conversationalist to Jupiter | Mars | gain from The Institute", "Jupiter=Eo,Conversationalist; hand=Sevro"},
    {"Evey banishes the location", "hand=Evey; Jupiter=Nero,Lorn,Eo; Mars=Sevro",
     "lead Evey to Jupiter | gain from Mars", "banished=Nero,Lorn,Eo,Evey; Jupiter=; influence=2"},
    {"Garden-trained Rose moves a Silver", "hand=Garden-trained Rose; Jupiter=CEO; Mars=Sevro",
     "lead Garden-trained Rose to Jupiter | Luna | gain from Mars", "Luna=CEO; helium=2"},
    {"Masseuse moves a card and takes its location's bonus", "hand=Masseuse; Mars=Eo; The Institute=Judge",
     "lead Masseuse to Jupiter | Mars | !Mars | Luna | gain from The Institute",
     "Luna=Eo; Mars=; helium=1; influence=1; sov=none"},
    {"Matteo moves a Pink", "hand=Matteo; Jupiter=Evey; Mars=Sevro",
     "lead Matteo to Jupiter | Luna | gain from Mars", "Luna=Evey; influence=1"},
    {"Theodora lifts a Gold and gains it", "hand=Theodora; Jupiter=Nero,Eo; Mars=Sevro",
     "lead Theodora to Jupiter | yes", "hand=Nero; Jupiter=Eo,Theodora; next=opp"},
    {"Theodora lifts a non-Gold", "hand=Theodora; Jupiter=Sefi,Eo; Mars=Sevro",
     "lead Theodora to Jupiter | yes | gain from Mars", "Jupiter=Eo,Theodora,Sefi; hand=Sevro"},
    {"Theodora declines", "hand=Theodora; Jupiter=Nero; Mars=Sevro",
     "lead Theodora to Jupiter | no | gain from Mars", "Jupiter=Nero,Theodora"},
    {"Bridge moves a Pink from deep in a stack and gains it", "hand=Bridge; Mars=Evey,Eo",
     "lead Bridge to Jupiter | Evey", "hand=Evey; Jupiter=Bridge; Mars=Eo; next=opp"},
    {"Bridge moves a card and keeps it there", "hand=Bridge; Mars=Evey,Eo; Luna=Musician",
     "lead Bridge to Jupiter | Musician | none | gain from Mars", "Jupiter=Musician,Bridge; hand=Eo"},
    {"Colonel Valentin", "hand=Colonel Valentin; Mars=Nero; Luna=Eo",
     "lead Colonel Valentin to Jupiter | none | gain from Luna", "Jupiter=Nero,Colonel Valentin"},
    {"Danto", "hand=Danto; Mars=Judge; Luna=Eo", "lead Danto to Jupiter | Judge", "hand=Judge; next=opp"},
    {"Holiday", "hand=Holiday; Mars=Cyther; Luna=Eo", "lead Holiday to Jupiter | Cyther", "hand=Cyther"},
    {"Sun Hwa", "hand=Sun Hwa; Mars=Codebreaker; Luna=Eo", "lead Sun Hwa to Jupiter | Codebreaker", "hand=Codebreaker"},
    {"Trigg does not move itself", "hand=Trigg; Mars=Surgeon; Luna=Eo", "lead Trigg to Jupiter | Surgeon", "hand=Surgeon"},
    {"Ugly Dan", "hand=Ugly Dan; Mars=Modjob; Luna=Eo", "lead Ugly Dan to Jupiter | Modjob | Modjob", "hand=Modjob; Luna=Eo"},
    {"a Gray ignores a face-down card", "hand=Ugly Dan; Mars=Eo; facedown=Eo; Luna=Sevro",
     "lead Ugly Dan to Jupiter | gain from Luna", "Mars=Eo; hand=Sevro"},
};

static const scenario blue_yellow_green[] = {
    {"Invictus on Mars", "hand=Invictus; The Institute=Eo", "lead Invictus to Mars | gain from The Institute", "fleet=1"},
    {"Invictus elsewhere", "hand=Invictus; Mars=Eo", "lead Invictus to Jupiter | gain from Mars", "fleet=0"},
    {"Morning Star on Jupiter", "hand=Morning Star; Mars=Eo", "lead Morning Star to Jupiter | gain from Mars", "fleet=1"},
    {"Orion deploys a Blue to Jupiter, whose ability triggers", "hand=Orion; Mars=Morning Star; The Institute=Eo",
     "lead Orion to Mars | !gain from Jupiter | !gain from Mars | gain from The Institute",
     "Jupiter=Morning Star; Mars=Orion; fleet=1; influence=1"},
    {"Orion on Jupiter does nothing", "hand=Orion; Jupiter=Virga; Mars=Eo", "lead Orion to Jupiter | gain from Mars",
     "Jupiter=Virga,Orion"},
    {"Pelus", "hand=Pelus; Mars=Eo", "lead Pelus to Jupiter | gain from Mars", "fleet=2; opp.fleet=1"},
    {"Quietus on the Institute", "hand=Quietus; Mars=Eo", "lead Quietus to The Institute | gain from Mars", "fleet=1; helium=1"},
    {"The Pax on Luna", "hand=The Pax; Mars=Eo", "lead The Pax to Luna | gain from Mars", "fleet=1"},
    {"Virga", "hand=Virga; opp.fleet=10; Mars=Eo", "lead Virga to Jupiter | gain from Mars", "fleet=2; opp.fleet=10"},
    {"Dr. Virany orders two cards under itself", "hand=Dr. Virany; Mars=Judge; deck=Eo,Nero; The Institute=Sevro",
     "lead Dr. Virany to Mars | Nero | gain from The Institute", "Mars=Judge,Eo,Nero,Dr. Virany"},
    {"Dr. Virany the other way round", "hand=Dr. Virany; Mars=Judge; deck=Eo,Nero; The Institute=Sevro",
     "lead Dr. Virany to Mars | Eo | gain from The Institute", "Mars=Judge,Nero,Eo,Dr. Virany"},
    {"Dr. Virany off Mars", "hand=Dr. Virany; deck=Eo,Nero; The Institute=Sevro",
     "lead Dr. Virany to Jupiter | gain from The Institute", "Jupiter=Dr. Virany; deck.top=Eo"},
    {"Group Counselor returns two banished cards", "hand=Group Counselor; banished=Eo,Nero; Mars=Sevro",
     "lead Group Counselor to Jupiter | Eo | the top of the deck | Nero | the bottom of the deck | gain from Mars",
     "deck.top=Eo; deck.bottom=Nero; banished="},
    {"Group Counselor may stop", "hand=Group Counselor; banished=Eo,Nero; Mars=Sevro",
     "lead Group Counselor to Jupiter | none | gain from Mars", "banished=Eo,Nero"},
    {"Hypnotist: each player swaps a card for the deck's", "hand=Hypnotist,Eo; opp=Nero,Dancer; deck=Sevro,Virga; Mars=Judge",
     "lead Hypnotist to Jupiter | Nero | gain from Mars", "hand=Sevro,Judge; opp=Dancer,Virga; banished=Eo,Nero"},
    {"Pathologist banishes the bottom card", "hand=Pathologist; Jupiter=Eo,Nero; Mars=Sevro",
     "lead Pathologist to Jupiter | gain from Mars", "Jupiter=Nero,Pathologist; banished=Eo"},
    {"Pathologist alone banishes nothing", "hand=Pathologist; Mars=Sevro", "lead Pathologist to Jupiter | gain from Mars",
     "Jupiter=Pathologist; banished="},
    {"Psychologist places one banished card", "hand=Psychologist; banished=Eo,Nero; Mars=Sevro",
     "lead Psychologist to Jupiter | Eo | none | Luna | gain from Mars", "Luna=Eo; banished=Nero"},
    {"Psychologist places two", "hand=Psychologist; banished=Eo,Nero; Mars=Sevro",
     "lead Psychologist to Jupiter | Eo | Nero | Luna | gain from Mars", "Luna=Eo,Nero; banished="},
    {"Researcher", "hand=Researcher; banished=Eo; Jupiter=Nero; Mars=Sevro", "lead Researcher to Jupiter | gain from Mars",
     "Jupiter=Eo,Nero,Researcher; banished="},
    {"Surgeon swaps a non-Gold for a banished Gold", "hand=Surgeon,Eo; banished=Nero; Mars=Sevro",
     "lead Surgeon to Jupiter | Eo | gain from Mars", "hand=Nero,Sevro; banished=Eo"},
    {"Codebreaker gains the deck's bottom card and goes", "hand=Codebreaker; Jupiter=Eo; deck.bottom=Dancer; Mars=Sevro",
     "lead Codebreaker to Jupiter | gain from Mars", "hand=Dancer,Sevro; banished=Codebreaker; Jupiter=Eo"},
    {"Codebreaker on a Gold leaves a Gold there and stays", "hand=Codebreaker; Jupiter=Nero; deck.bottom=Lorn; Mars=Sevro",
     "lead Codebreaker to Jupiter | gain from Mars", "deck.bottom=Lorn; Jupiter=Nero,Codebreaker; hand=Sevro"},
    {"Dataport Specialist on Jupiter", "hand=Dataport Specialist; deck=Eo,Nero; Mars=Sevro",
     "lead Dataport Specialist to Jupiter | Eo | gain from Mars", "Jupiter=Nero,Eo,Dataport Specialist"},
    {"Holo Designer on Luna", "hand=Holo Designer; deck=Eo,Nero; Mars=Sevro",
     "lead Holo Designer to Luna | Nero | gain from Mars", "Luna=Eo,Nero,Holo Designer"},
    {"Developer gains and ends the turn", "hand=Developer; Jupiter=Eo; Mars=Sevro", "lead Developer to Jupiter | Eo",
     "hand=Eo; Jupiter=Developer; next=opp"},
    {"Firewall Expert puts three cards face down", "hand=Firewall Expert; deck=Eo,Nero,Sevro",
     "lead Firewall Expert to Jupiter | !Jupiter | Mars | Luna",
     "Mars=Eo; Luna=Nero; The Institute=Sevro; facedown=Nero; facedown=Sevro; next=gain"},
    {"Hacker places the revealed card", "hand=Hacker; deck=Eo; Mars=Sevro", "lead Hacker to Jupiter | Luna | gain from Mars",
     "Luna=Eo"},
    {"Hacker banishes it", "hand=Hacker; deck=Eo; Mars=Sevro", "lead Hacker to Jupiter | banish it | gain from Mars",
     "banished=Eo"},
    {"Online Gambler names the color", "hand=Online Gambler; deck=Nero; Mars=Sevro",
     "lead Online Gambler to Jupiter | Gold | Red | Blue | gain from Mars", "hand=Nero,Sevro; banished=Online Gambler"},
    {"Online Gambler misses", "hand=Online Gambler; deck=Nero; Mars=Sevro",
     "lead Online Gambler to Jupiter | Red | !Red | Blue | Pink | gain from Mars", "banished=Nero; Jupiter=Online Gambler"},
};

static const scenario violet_orange[] = {
    {"4D Painter moves a card where its color is absent", "hand=4D Painter; Jupiter=Eo; Mars=Dancer; Luna=Nero",
     "lead 4D Painter to Jupiter | Eo | !Mars | Luna | gain from Mars", "Luna=Nero,Eo; Jupiter=4D Painter"},
    {"Holo Host goes to the player on the right", "hand=Holo Host; influence=2; opp.influence=1; deck=Eo,Nero",
     "lead Holo Host to Jupiter", "opp=Holo Host; hand=Eo,Nero; Jupiter=; next=opp"},
    {"Holo Host not ahead stays", "hand=Holo Host; influence=1; opp.influence=1; Mars=Sevro",
     "lead Holo Host to Jupiter | gain from Mars", "Jupiter=Holo Host; opp="},
    {"Reporter", "hand=Reporter; helium=2; opp.helium=1; deck=Eo,Nero", "lead Reporter to Jupiter",
     "opp=Reporter; hand=Eo,Nero; next=opp"},
    {"Vlogger", "hand=Vlogger; fleet=2; opp.fleet=1; deck=Eo,Nero", "lead Vlogger to Jupiter",
     "opp=Vlogger; hand=Eo,Nero; next=opp"},
    {"Vlogger behind stays", "hand=Vlogger; fleet=1; opp.fleet=1; Mars=Sevro", "lead Vlogger to Jupiter | gain from Mars",
     "Jupiter=Vlogger"},
    {"Mickey the Carver digs for a Gold", "hand=Mickey the Carver,Eo; deck=Dancer,Deanna,Nero,Sevro; Mars=Judge",
     "lead Mickey the Carver to Jupiter | Eo | Deanna | gain from Mars",
     "hand=Nero,Judge; banished=Eo; deck.top=Sevro; deck.bottom=Dancer"},
    {"Mickey the Carver declines", "hand=Mickey the Carver,Eo; Mars=Judge",
     "lead Mickey the Carver to Jupiter | none | gain from Mars", "hand=Eo,Judge; banished="},
    {"Musician moves an even card", "hand=Musician; Jupiter=Judge; Mars=Sevro",
     "lead Musician to Jupiter | Judge | Luna | gain from Mars", "Luna=Judge; Jupiter=Musician"},
    {"Zanzibar moves an odd card", "hand=Zanzibar; Jupiter=Nero; Mars=Sevro",
     "lead Zanzibar to Jupiter | Nero | Luna | gain from Mars", "Luna=Nero"},
    {"Aegis Craftsman", "hand=Aegis Craftsman; Jupiter=Nero", "lead Aegis Craftsman to Jupiter | Nero", "hand=Nero; next=opp"},
    {"Artificer takes another Orange", "hand=Artificer; Jupiter=Cyther", "lead Artificer to Jupiter | Cyther", "hand=Cyther; next=opp"},
    {"Cyther", "hand=Cyther; Jupiter=Virga", "lead Cyther to Jupiter | Virga", "hand=Virga; next=opp"},
    {"Gravboot Cobbler", "hand=Gravboot Cobbler; Jupiter=Trigg", "lead Gravboot Cobbler to Jupiter | Trigg", "hand=Trigg"},
    {"Pulse Armorer", "hand=Pulse Armorer; Jupiter=Trigg", "lead Pulse Armorer to Jupiter | Trigg", "hand=Trigg"},
    {"Pulse Fist Engineer", "hand=Pulse Fist Engineer; Jupiter=Sefi", "lead Pulse Fist Engineer to Jupiter | Sefi", "hand=Sefi"},
    {"Razor Designer declines", "hand=Razor Designer; Jupiter=Nero; Mars=Sevro",
     "lead Razor Designer to Jupiter | none | gain from Mars", "hand=Sevro; Jupiter=Nero,Razor Designer"},
};

static const scenario silver_white_copper[] = {
    {"Banker pays 3 Helium for a card and goes", "hand=Banker; helium=3; Jupiter=Nero; Mars=Sevro",
     "lead Banker to Jupiter | Nero | gain from Mars", "hand=Nero,Sevro; helium=1; banished=Banker"},
    {"Banker cannot pay", "hand=Banker; helium=2; Jupiter=Nero; Mars=Sevro", "lead Banker to Jupiter | gain from Mars",
     "Jupiter=Nero,Banker; helium=3"},
    {"CEO trades a Fleet space for 2 Helium", "hand=CEO; fleet=2; Mars=Sevro", "lead CEO to Jupiter | yes | gain from Mars",
     "fleet=1; helium=3"},
    {"Investor counts a color here", "hand=Investor; Jupiter=Eo,Dancer,Nero; Mars=Sevro",
     "lead Investor to Jupiter | !Silver | Red | gain from Mars", "helium=3"},
    {"Loan Shark: the opponent pays for a turn now", "hand=Loan Shark; opp.helium=3; Mars=Sevro; deck=Eo",
     "lead Loan Shark to Jupiter | yes | scout to The Institute | gain from Mars",
     "opp.helium=1; helium=3; opp.influence=1; The Institute=Eo; Jupiter=Loan Shark; next=opp"},
    {"Loan Shark: the opponent may not gain it", "hand=Loan Shark; opp.helium=3; Mars=Sevro",
     "lead Loan Shark to Jupiter | yes | lead with no card to deploy | !gain from Jupiter | gain from Mars",
     "opp=Sevro; Jupiter=Loan Shark; hand=Victra; next=opp"}, /* then only the deck was left for player 1 */
    {"Loan Shark: or gives 1 Helium", "hand=Loan Shark; opp.helium=3; Mars=Sevro",
     "lead Loan Shark to Jupiter | no | gain from Mars", "opp.helium=2; helium=2"},
    {"Loan Shark: one Helium must be given", "hand=Loan Shark; opp.helium=1; Mars=Sevro",
     "lead Loan Shark to Jupiter | gain from Mars", "opp.helium=0; helium=2"},
    {"Quicksilver takes 1 Helium", "hand=Quicksilver; opp.helium=2; Mars=Sevro", "lead Quicksilver to Jupiter | gain from Mars",
     "opp.helium=1; helium=2"},
    {"Sponsor", "hand=Sponsor; helium=1; Mars=Sevro", "lead Sponsor to Jupiter | yes | gain from Mars", "helium=1; influence=2"},
    {"Stock Broker", "hand=Stock Broker; influence=1; Mars=Sevro", "lead Stock Broker to Jupiter | yes | gain from Mars",
     "influence=0; helium=3"},
    {"Magistrate with the token", "hand=Magistrate; sov; Mars=Sevro", "lead Magistrate to Jupiter | gain from Mars", "helium=2"},
    {"Magistrate without", "hand=Magistrate; Mars=Sevro", "lead Magistrate to Jupiter | gain from Mars", "helium=1"},
    {"Orator", "hand=Orator; sov; Mars=Sevro", "lead Orator to Jupiter | gain from Mars", "influence=1"},
    {"Priestess", "hand=Priestess; sov; Mars=Sevro", "lead Priestess to Jupiter | gain from Mars", "fleet=1"},
    {"Seer places the deck's top card", "hand=Seer; sov; deck=Eo; Mars=Sevro", "lead Seer to Jupiter | !Jupiter | Luna | gain from Mars",
     "Luna=Eo"},
    {"Administrator on the Institute", "hand=Administrator; deck=Eo,Nero; Mars=Sevro",
     "lead Administrator to The Institute | Eo | gain from Mars", "The Institute=Nero,Eo,Administrator"},
    {"Auctioneer: the opponent picks, you take the other two", "hand=Auctioneer; Mars=Sevro",
     "lead Auctioneer to Jupiter | gain 1 Helium | gain from Mars", "opp.helium=1; fleet=1; influence=1; helium=1"},
    {"Bondilus on Mars banishes a non-Gold", "hand=Bondilus; Mars=Eo,Nero; Luna=Sevro",
     "lead Bondilus to Mars | !Nero | Eo | gain from Luna", "banished=Eo; Mars=Nero,Bondilus"},
    {"Bondilus may banish itself", "hand=Bondilus; Mars=Eo; Luna=Sevro",
     "lead Bondilus to Mars | Bondilus | gain from Luna", "banished=Bondilus; Mars=Eo"},
    {"Bondilus, the only non-Gold on Mars, banishes itself", "hand=Bondilus; Mars=Nero; Luna=Sevro",
     "lead Bondilus to Mars | gain from Luna", "banished=Bondilus; Mars=Nero"},
    {"Loan Shark's turn: Stained may banish the Loan Shark", "hand=Loan Shark; opp=Stained; opp.helium=3; Jupiter=Eo; Mars=Sevro; The Institute=Judge",
     "lead Loan Shark to Jupiter | yes | lead Stained to Jupiter | Loan Shark | gain from The Institute",
     "banished=Loan Shark; Jupiter=Eo,Stained; opp=Judge; next=gain"},
    {"Loan Shark's turn: Matteo may move the Loan Shark", "hand=Loan Shark; opp=Matteo; opp.helium=3; Jupiter=Eo; Mars=Sevro; The Institute=Judge",
     "lead Loan Shark to Jupiter | yes | lead Matteo to Jupiter | Loan Shark | Luna | gain from The Institute",
     "Luna=Loan Shark; Jupiter=Eo,Matteo; opp=Judge; next=gain"},
    {"Loan Shark's turn: Bondilus may banish the Loan Shark", "hand=Loan Shark; opp=Bondilus; opp.helium=3; Mars=Eo; Luna=Sevro; The Institute=Judge",
     "lead Loan Shark to Mars | yes | lead Bondilus to Mars | Loan Shark | gain from The Institute",
     "banished=Loan Shark; Mars=Eo,Bondilus; next=gain"},
    {"Loan Shark's turn: 4D Painter may move the Loan Shark", "hand=Loan Shark; opp=4D Painter; opp.helium=3; Jupiter=Eo; Mars=Sevro; The Institute=Judge",
     "lead Loan Shark to Jupiter | yes | lead 4D Painter to Jupiter | Loan Shark | Luna | gain from The Institute",
     "Luna=Loan Shark; Jupiter=Eo,4D Painter; next=gain"},
    {"Loan Shark's turn: Developer still may not gain it", "hand=Loan Shark; opp=Developer; opp.helium=3; Jupiter=Eo; Mars=Sevro",
     "lead Loan Shark to Jupiter | yes | lead Developer to Jupiter | !Loan Shark | Eo",
     "opp=Eo; Jupiter=Loan Shark,Developer; next=gain"},
    {"Diplomat: both place", "hand=Diplomat; Mars=Sevro", "lead Diplomat to Jupiter | yes | yes | gain from Mars",
     "influence=1; opp.influence=1"},
    {"Diplomat: the opponent declines", "hand=Diplomat; Mars=Sevro", "lead Diplomat to Jupiter | yes | no | gain from Mars",
     "influence=1; opp.influence=0"},
    {"Lawyer", "hand=Lawyer; Mars=Sevro", "lead Lawyer to Jupiter | gain from Mars", "influence=1"},
    {"Politician reveals two Golds", "hand=Politician,Nero,Lorn; Mars=Sevro", "lead Politician to Jupiter | yes | gain from Mars",
     "influence=2"},
    {"Politician with three Golds chooses two", "hand=Politician,Nero,Lorn,Cassius; Mars=Sevro",
     "lead Politician to Jupiter | yes | Nero | Lorn | gain from Mars", "influence=2"},
    {"Timony counts the Golds at the Institute", "hand=Timony; The Institute=Nero,Lorn,Eo; Mars=Sevro",
     "lead Timony to Jupiter | gain from Mars", "influence=2"},
};

static const scenario gold[] = {
    {"Aja: the opponent banishes a card of their choice", "hand=Aja; opp=Eo,Dancer; Mars=Sevro",
     "lead Aja to Jupiter | Eo | gain from Mars", "banished=Eo,Aja; opp=Dancer"},
    {"Aja blocked by the Judge", "hand=Aja; opp=Judge,Eo; Mars=Sevro",
     "lead Aja to Jupiter | Judge | gain from Mars", "banished=Aja; opp=Judge,Eo"},
    {"Antonia, the victim chooses not to block", "hand=Antonia; opp=The Howlers,Eo; Mars=Sevro",
     "lead Antonia to Jupiter | none | Eo | gain from Mars", "banished=Eo,Antonia; opp=The Howlers"},
    {"Ash Lord banishes two Blues and returns", "hand=Ash Lord; Jupiter=Virga,Eo,Pelus; Mars=Sevro",
     "lead Ash Lord to Jupiter | gain from Mars", "hand=Ash Lord,Sevro; banished=Virga,Pelus; Jupiter=Eo"},
    {"Ash Lord with one Blue stays", "hand=Ash Lord; Jupiter=Virga; Mars=Sevro", "lead Ash Lord to Jupiter | gain from Mars",
     "Jupiter=Ash Lord; banished=Virga"},
    {"Boneriders takes the Sovereign token", "hand=Boneriders; Mars=Sevro", "lead Boneriders to Jupiter | gain from Mars",
     "sov=me; influence=1"},
    {"Boneriders stopped by Martyr", "hand=Boneriders; oppsov; opp=Martyr; deck=Eo; Mars=Sevro",
     "lead Boneriders to Jupiter | Martyr | gain from Mars", "sov=opp; influence=0; opp=Eo; banished=Martyr"},
    {"The Jackal; Justice declines to block", "hand=The Jackal; oppsov; opp=Justice; Mars=Sevro",
     "lead The Jackal to Jupiter | none | gain from Mars", "sov=me; opp=Justice"},
    {"Cassius gains a Gold under it and stays", "hand=Cassius; Jupiter=Nero; Mars=Sevro", "lead Cassius to Jupiter | gain from Mars",
     "hand=Nero,Sevro; Jupiter=Cassius"},
    {"Cassius gains a non-Gold and goes", "hand=Cassius; Jupiter=Eo; Mars=Sevro", "lead Cassius to Jupiter | gain from Mars",
     "hand=Eo,Sevro; banished=Cassius"},
    {"Fitchner at the Institute", "hand=Fitchner; Mars=Sevro", "lead Fitchner to The Institute | gain from Mars", "influence=1"},
    {"Karnus banishes Mustang; an opponent banishes a card", "hand=Karnus; Jupiter=Mustang; opp=Eo; Mars=Sevro",
     "lead Karnus to Jupiter | player 2 | gain from Mars", "banished=Mustang,Eo; opp="},
    {"Karnus banishes another card", "hand=Karnus; Jupiter=Eo; opp=Dancer; Mars=Sevro", "lead Karnus to Jupiter | gain from Mars",
     "banished=Eo; opp=Dancer"},
    {"Lorn banishes a Gold under it", "hand=Lorn; Jupiter=Nero; Mars=Sevro", "lead Lorn to Jupiter | gain from Mars", "banished=Nero"},
    {"Lysander on Luna stays", "hand=Lysander; deck=Eo; Mars=Sevro", "lead Lysander to Luna | gain from Mars",
     "hand=Eo,Sevro; Luna=Lysander"},
    {"Lysander elsewhere goes", "hand=Lysander; deck=Eo; Mars=Sevro", "lead Lysander to Jupiter | gain from Mars",
     "hand=Eo,Sevro; banished=Lysander"},
    {"Mustang regains a banished Gold and stays", "hand=Mustang; banished=Nero,Eo; Mars=Sevro",
     "lead Mustang to Jupiter | Nero | gain from Mars", "hand=Nero,Sevro; Jupiter=Mustang; banished=Eo"},
    {"Mustang regains a non-Gold and goes", "hand=Mustang; banished=Eo; Mars=Sevro", "lead Mustang to Jupiter | gain from Mars",
     "hand=Eo,Sevro; banished=Mustang"},
    {"Nero counts the Reds here", "hand=Nero; Jupiter=Eo,Dancer; Mars=Sevro", "lead Nero to Jupiter | gain from Mars", "helium=3"},
    {"Octavia gains Luna's bottom card", "hand=Octavia; sov; Luna=Eo,Sevro; Mars=Judge", "lead Octavia to Jupiter | gain from Mars",
     "hand=Eo,Judge; banished=Octavia; Luna=Sevro"},
    {"Octavia without the token does nothing", "hand=Octavia; Luna=Eo; Mars=Judge", "lead Octavia to Jupiter | gain from Mars",
     "Jupiter=Octavia; Luna=Eo"},
    {"Romulus gains a Blue and goes", "hand=Romulus; Jupiter=Nero,Virga; Mars=Sevro", "lead Romulus to Jupiter | gain from Mars",
     "hand=Virga,Sevro; banished=Romulus"},
    {"Romulus on a Gold stays", "hand=Romulus; Jupiter=Virga,Nero; Mars=Sevro", "lead Romulus to Jupiter | gain from Mars",
     "hand=Virga,Sevro; Jupiter=Nero,Romulus"},
    {"Roque names the card it draws", "hand=Roque; opp=Eo; Mars=Sevro", "lead Roque to Jupiter | gain from Mars",
     "banished=Eo,Roque; opp="},
    {"Sevro banishes the card under", "hand=Sevro; Jupiter=Eo; Mars=Judge", "lead Sevro to Jupiter | gain from Mars", "banished=Eo"},
    {"Sevro with The Howlers gains it instead", "hand=Sevro,The Howlers; Jupiter=Eo; Mars=Judge",
     "lead Sevro to Jupiter | yes | gain from Mars", "hand=The Howlers,Eo,Judge; banished="},
    {"Tactus steals a card of the victim's choice", "hand=Tactus; opp=Eo,Nero; Mars=Judge",
     "lead Tactus to Jupiter | player 2 | Eo", "hand=Eo; opp=Nero; banished=Tactus; next=opp"},
    {"Tactus blocked by The Howlers: no steal, the turn goes on", "hand=Tactus; opp=The Howlers,Nero; Mars=Judge",
     "lead Tactus to Jupiter | player 2 | The Howlers | gain from Mars", "hand=Judge; opp=The Howlers,Nero; Jupiter=Tactus"},
    {"The Telemanuses move the cards under them in order", "hand=The Telemanuses; Jupiter=Eo,Nero; Luna=Dancer; Mars=Judge",
     "lead The Telemanuses to Jupiter | Luna | gain from Mars", "Luna=Dancer,Eo,Nero; Jupiter=The Telemanuses"},
    {"Victra on a Gold gains the bottom card and stays", "hand=Victra; Jupiter=Eo,Nero; Mars=Judge",
     "lead Victra to Jupiter | gain from Mars", "hand=Eo,Judge; Jupiter=Nero,Victra"},
    {"Victra elsewhere goes", "hand=Victra; Jupiter=Eo,Dancer; Mars=Judge", "lead Victra to Jupiter | gain from Mars",
     "hand=Eo,Judge; banished=Victra"},
};

/* Three players: player 2 is to the left (next), player 3 to the right (previous). */
static const scenario three_players[] = {
    {"Holo Host goes to the player on the right: the previous one", "hand=Holo Host; influence=2; opp2=Eo; deck=Nero,Sevro",
     "lead Holo Host to Jupiter", "opp2=Eo,Holo Host; opp=; hand=Nero,Sevro; next=opp", "players=3 houses=Diana,Mars,Jupiter"},
    {"Arlus: both neighbors reveal", "hand=Arlus; opp=Nero; opp2=Lorn; Mars=Sevro", "lead Arlus to Jupiter | gain from Mars",
     "banished=Nero,Lorn", "players=3 houses=Diana,Mars,Jupiter"},
    {"multiplayer variant: only players above their starting hand are targets", "hand=Aja; opp=Eo,Dancer; opp2=Nero,Lorn,Cassius,Sevro,Virga,Pelus; Mars=Judge",
     "lead Aja to Jupiter | Cassius | gain from Mars", "opp2=Nero,Lorn,Sevro,Virga,Pelus; opp=Eo,Dancer; banished=Cassius,Aja",
     "players=3 houses=Diana,Mars,Jupiter variant=multiplayer"},
    {"multiplayer variant: no target, the card is still played", "hand=Tactus; opp=Eo; Mars=Judge", "lead Tactus to Jupiter | gain from Mars",
     "Jupiter=Tactus; opp=Eo", "players=2 houses=Diana,Mars variant=multiplayer"},
};

/* "last; helium=7; fleet=7": player 1's turn ends the game (player 2 played first), so
 * after the scout come the end-of-game abilities, player 2's first. */
#define ENDING "last; helium=7; fleet=7; "
static const scenario end_of_game[] = {
    {"Dr. Virany gains banished Reds and Victra", ENDING "hand=Dr. Virany; banished=Eo,Victra,Nero",
     "scout to The Institute | Eo | Victra", "hand=Dr. Virany,Eo,Victra; banished=Nero; next=over"},
    {"Hypnotist swaps a card at the end", ENDING "hand=Hypnotist,Eo; deck=Sevro,Nero",
     "scout to The Institute", "hand=Hypnotist,Nero; banished=Eo; next=over"},
    {"Psychologist with the fewest cards", ENDING "hand=Psychologist; opp=Eo,Dancer; banished=Nero",
     "scout to The Institute", "hand=Psychologist,Nero; next=over"},
    {"Psychologist without the fewest", ENDING "hand=Psychologist,Judge; opp=Eo; banished=Nero",
     "scout to The Institute", "hand=Psychologist,Judge; banished=Nero"},
    {"Surgeon gains a banished Gold", ENDING "hand=Surgeon; banished=Nero,Lorn,Eo", "scout to The Institute | Lorn",
     "hand=Surgeon,Lorn; banished=Nero,Eo; next=over"},
    {"Hacker scores the deck's top card", ENDING "hand=Hacker; deck=Sevro,Nero", "scout to The Institute", "extra=25; next=over"},
    {"Online Gambler gains a named color from the top 7", ENDING "hand=Online Gambler; deck=Sevro,Eo,Dancer,Nero,Judge",
     "scout to The Institute | !Gold | Red", "hand=Online Gambler,Eo,Dancer; next=over"},
    {"Banker pays 3 Helium for a top card", ENDING "hand=Banker; Mars=Eo", "scout to The Institute | Eo",
     "hand=Banker,Eo; helium=4; next=over"},
    {"Investor counts a color on Mars", ENDING "hand=Investor; Mars=Eo,Dancer", "scout to The Institute | Red", "helium=9"},
    {"Justice with the token gains from Luna", ENDING "hand=Justice; sov; Luna=Eo,Nero", "scout to The Institute | Nero",
     "hand=Justice,Nero; Luna=Eo"},
    {"Martyr with the token gains from Mars", ENDING "hand=Martyr; sov; Mars=Eo", "scout to The Institute", "hand=Martyr,Eo"},
    {"Martyr without the token", ENDING "hand=Martyr; Mars=Eo", "scout to The Institute", "hand=Martyr; Mars=Eo"},
    {"Auctioneer at the end", ENDING "hand=Auctioneer", "scout to The Institute | advance on the Fleet Track", "fleet=8"},
    {"two abilities in the order the player chooses", ENDING "hand=Surgeon,Hacker; banished=Nero; deck=Sevro,Lorn",
     "scout to The Institute | Hacker", "extra=20; hand=Surgeon,Hacker,Nero; next=over"},
    {"the first player resolves first", ENDING "hand=Surgeon; opp=Dr. Virany; banished=Victra",
     "scout to The Institute | Victra", "opp=Dr. Virany,Victra; hand=Surgeon; next=over"},
    {"Ceres banishes after every end-of-game ability", ENDING "hand=Surgeon; opp=Eo,Dancer; banished=Nero",
     "scout to The Institute | Eo", "hand=Surgeon,Nero; opp=Dancer; banished=Eo; next=over", "players=2 houses=Diana,Ceres"},
};

static const scenario across_cards[] = {
    {"a card moved away by its own ability still counts as deployed where it went first",
     "hand=4D Painter; Jupiter=Eo; Mars=Sevro",
     "lead 4D Painter to Jupiter | 4D Painter | Luna | !gain from Jupiter | gain from Luna", "hand=4D Painter; sov=me"},
    {"a face-down card is colorless: Darrow may gain a face-down Gold", "hand=Darrow; Jupiter=Nero,Eo; facedown=Nero; Mars=Sevro",
     "lead Darrow to Jupiter | !Nero | the face-down card at Jupiter | gain from Mars", "hand=Nero,Sevro; banished=Darrow"},
    {"a face-down Gold on top is Alia's top non-Gold", "hand=Alia Snowsparrow; Mars=Eo,Nero; facedown=Nero; The Institute=Judge",
     "lead Alia Snowsparrow to Jupiter | Mars | gain from The Institute", "banished=Nero; Mars=Eo; helium=1"},
    {"declining a 'you may' ability does not end the turn", "hand=Developer; Jupiter=Eo; Mars=Sevro",
     "lead Developer to Jupiter | none | gain from Mars", "hand=Sevro; next=opp"},
    {"Roque blocked keeps both cards", "hand=Roque; opp=Judge; Mars=Sevro", "lead Roque to Jupiter | Judge | gain from Mars",
     "opp=Judge; Jupiter=Roque; banished="},
};

/* Face-down cards (Firewall Expert): they stay face down when moved, and only gaining
 * or banishing turns them face up; a color is read as the card is at that moment
 * (docs/RULES.md 43). "facedown" cards were put there by player 2: player 1 cannot
 * see them, and every option and prompt names them by where they are. */
static const scenario face_down[] = {
    {"Conversationalist does not gain a face-down White", "hand=Conversationalist; Mars=Judge; facedown=Judge; Luna=Eo",
     "lead Conversationalist to Jupiter | Mars | gain from Luna", "hand=Eo; Jupiter=Judge,Conversationalist; facedown=Judge"},
    {"Theodora does not gain a face-down Gold", "hand=Theodora; Jupiter=Nero; facedown=Nero; Mars=Sevro",
     "lead Theodora to Jupiter | yes | gain from Mars", "hand=Sevro; Jupiter=Theodora,Nero; facedown=Nero"},
    {"Cassius gains a face-down Gold: it is a Gold in hand, Cassius stays", "hand=Cassius; Jupiter=Nero; facedown=Nero; Mars=Sevro",
     "lead Cassius to Jupiter | gain from Mars", "hand=Nero,Sevro; Jupiter=Cassius; banished="},
    {"Octavia gains a face-down Gold from Luna: Octavia stays", "hand=Octavia; sov; Luna=Nero,Eo; facedown=Nero; Mars=Judge",
     "lead Octavia to Jupiter | gain from Mars", "hand=Nero,Judge; Jupiter=Octavia; banished=; Luna=Eo"},
    {"Matteo moves a face-down Pink: it stays face down, colorless", "hand=Matteo; Jupiter=Evey; facedown=Evey; Mars=Sevro",
     "lead Matteo to Jupiter | Luna | gain from Mars", "Luna=Evey; facedown=Evey; unknown=Evey; influence=0"},
    {"Garden-trained Rose moves a face-down Silver: no Helium", "hand=Garden-trained Rose; Jupiter=CEO; facedown=CEO; Mars=Sevro",
     "lead Garden-trained Rose to Jupiter | Luna | gain from Mars", "Luna=CEO; facedown=CEO; helium=1"},
    {"Masseuse moves a face-down card, named by where it is", "hand=Masseuse; Mars=Eo,Nero; facedown=Nero; Luna=Sevro",
     "lead Masseuse to Jupiter | Mars", "asked=Masseuse: move the face-down card at Mars to which location?"},
    {"Masseuse: the moved card stays face down", "hand=Masseuse; Mars=Eo,Nero; facedown=Nero; Luna=Sevro",
     "lead Masseuse to Jupiter | Mars | The Institute | gain from Luna", "The Institute=Nero; facedown=Nero; unknown=Nero; helium=1"},
    {"Ragnar banishes a face-down Gold: face up, a Gold", "hand=Ragnar; Mars=Nero; facedown=Nero; The Institute=Judge",
     "lead Ragnar to Jupiter | Mars | gain from The Institute", "banished=Nero; influence=2"},
    {"Assassin banishes a face-down Gold: face up, a Gold", "hand=Assassin; Jupiter=Nero; facedown=Nero; Mars=Sevro",
     "lead Assassin to Jupiter | gain from Mars", "banished=Nero; influence=1"},
    {"Stained banishes a face-down Obsidian, named by where it is", "hand=Stained; Jupiter=Sefi,Eo; facedown=Sefi; Mars=Sevro",
     "lead Stained to Jupiter | !Sefi | the face-down card at Jupiter | gain from Mars", "banished=Sefi; influence=1"},
    {"two face-down cards at one location are named by their places", "hand=Stained; Jupiter=Sefi,Nero,Eo; facedown=Sefi; facedown=Nero; Mars=Sevro",
     "lead Stained to Jupiter | !the face-down card at Jupiter | the face-down card 4th from the top of Jupiter | gain from Mars",
     "banished=Sefi; influence=1; Jupiter=Nero,Eo,Stained"},
    {"a face-down card its player knows is named", "hand=Darrow; Jupiter=Nero,Eo; facedown.mine=Nero; Mars=Sevro",
     "lead Darrow to Jupiter | Nero | gain from Mars", "hand=Nero,Sevro; banished=Darrow"},
    {"Evey counts a face-down Gold once banished", "hand=Evey; Jupiter=Nero,Eo; facedown=Nero; Mars=Sevro",
     "lead Evey to Jupiter | gain from Mars", "banished=Nero,Eo,Evey; influence=1"},
    {"Alia Snowsparrow: a face-down Obsidian on top, banished, gives nothing", "hand=Alia Snowsparrow; Mars=Eo,Sefi; facedown=Sefi; The Institute=Judge",
     "lead Alia Snowsparrow to Jupiter | Mars | gain from The Institute", "banished=Sefi; helium=0"},
    {"Zanzibar cannot pick a face-down card its player cannot identify", "hand=Zanzibar; Jupiter=Evey; facedown=Evey; Mars=Sevro",
     "lead Zanzibar to Jupiter | Luna | gain from Mars", "Luna=Zanzibar; Jupiter=Evey"},
    {"Zanzibar moves a face-down odd card its player knows", "hand=Zanzibar; Jupiter=Evey; facedown.mine=Evey; Mars=Sevro",
     "lead Zanzibar to Jupiter | Evey | Luna | gain from Mars", "Luna=Evey; facedown=Evey; Jupiter=Zanzibar"},
    {"Alfrun cannot gain a face-down Nero it cannot identify", "hand=Alfrun; Jupiter=Nero; facedown=Nero; Mars=Sevro",
     "lead Alfrun to Jupiter | gain from Mars", "hand=Sevro; Jupiter=Nero,Alfrun"},
    {"Alfrun gains a face-down Nero its player put there", "hand=Alfrun; Jupiter=Nero; facedown.mine=Nero; Mars=Sevro",
     "lead Alfrun to Jupiter | Nero", "hand=Nero,Alfrun; next=opp"},
    {"Firewall Expert: all three cards are seen before the first is placed", "hand=Firewall Expert; deck=Eo,Nero,Sevro",
     "lead Firewall Expert to Jupiter",
     "known=Eo; known=Nero; known=Sevro; asked=Firewall Expert: put Eo face down on which location (then Nero, then Sevro)?"},
    {"Firewall Expert: the prompt names the cards still to place", "hand=Firewall Expert; deck=Eo,Nero,Sevro",
     "lead Firewall Expert to Jupiter | Mars", "asked=put Nero face down on which location (then Sevro)?"},
};

/* Readings kept on purpose (docs/RULES.md 29, 34, 53-56). */
static const scenario readings[] = {
    {"Codebreaker with an empty deck stays", ENDING "hand=Codebreaker; Jupiter=Eo; Mars=Sevro; empty.deck",
     "lead Codebreaker to Jupiter", "Jupiter=Eo,Codebreaker; banished=; hand=Sevro; next=over"},
    {"Romulus with no Blue to gain stays", "hand=Romulus; Jupiter=Eo; Mars=Sevro",
     "lead Romulus to Jupiter | gain from Mars", "Jupiter=Eo,Romulus; banished="},
    {"Victra alone stays", "hand=Victra; Mars=Sevro", "lead Victra to Jupiter | gain from Mars", "Jupiter=Victra; banished="},
    {"Lysander with an empty deck stays", ENDING "hand=Lysander; Mars=Sevro; empty.deck",
     "lead Lysander to Jupiter", "Jupiter=Lysander; banished=; hand=Sevro; next=over"},
    {"Hypnotist cannot be blocked", "hand=Hypnotist,Eo; opp=Judge,Nero; deck=Sevro,Virga; Mars=Lorn",
     "lead Hypnotist to Jupiter", "asked=Player 2: Hypnotist: banish which card of yours (then draw)?"},
    {"Hypnotist with an empty hand still draws", "hand=Hypnotist; opp=Nero,Dancer; deck=Sevro,Virga; Mars=Lorn",
     "lead Hypnotist to Jupiter | Nero | gain from Mars", "hand=Sevro,Lorn; opp=Dancer,Virga; banished=Nero"},
    {"Dancer reveals every other Red", "hand=Dancer,Eo,Deanna,Harmony; Mars=Nero",
     "lead Dancer to Jupiter | gain from Mars", "helium=4; public=Eo; public=Deanna; public=Harmony"},
};

/* Questions say what the card does. */
static const scenario prompts[] = {
    {"Psychologist asks which card to place, not to gain", "hand=Psychologist; banished=Eo,Nero; Mars=Sevro",
     "lead Psychologist to Jupiter", "asked=Psychologist: place which banished card, if any?"},
    {"Orion asks which card to deploy, not to move", "hand=Orion; Luna=Pelus,Morning Star; Mars=Sevro",
     "lead Orion to Luna", "asked=Orion: deploy which card to Jupiter?"},
};

static int run_all(const scenario *list, size_t n) {
    int failures = 0;
    for (size_t i = 0; i < n; i++) failures += run_scenario(&list[i]);
    return failures;
}

#define RUN(list) assert_int_equal(run_all(list, sizeof list / sizeof list[0]), 0)

static void red_brown_and_obsidian_cards(void **st) { (void)st, RUN(red_brown_obsidian); }
static void pink_and_gray_cards(void **st) { (void)st, RUN(pink_gray); }
static void blue_yellow_and_green_cards(void **st) { (void)st, RUN(blue_yellow_green); }
static void violet_and_orange_cards(void **st) { (void)st, RUN(violet_orange); }
static void silver_white_and_copper_cards(void **st) { (void)st, RUN(silver_white_copper); }
static void gold_cards(void **st) { (void)st, RUN(gold); }
static void three_player_and_variant_rules(void **st) { (void)st, RUN(three_players); }
static void end_of_game_abilities(void **st) { (void)st, RUN(end_of_game); }
static void rules_across_cards(void **st) { (void)st, RUN(across_cards); }
static void face_down_cards(void **st) { (void)st, RUN(face_down); }
static void questions_say_what_the_card_does(void **st) { (void)st, RUN(prompts); }
static void readings_kept_on_purpose(void **st) { (void)st, RUN(readings); }

/* Every card with a deploy or end-of-game ability has a scenario that plays it. */
static void every_ability_has_a_scenario(void **st) {
    (void)st;
    const scenario *lists[] = {red_brown_obsidian, pink_gray, blue_yellow_green, violet_orange, silver_white_copper, gold, end_of_game};
    const size_t sizes[] = {sizeof red_brown_obsidian, sizeof pink_gray, sizeof blue_yellow_green, sizeof violet_orange,
                            sizeof silver_white_copper, sizeof gold, sizeof end_of_game};
    for (int c = 0; c < RR_CARD_COUNT; c++) {
        if (!(rr_cards[c].kinds & (RR_HAS_DEPLOY | RR_HAS_END_OF_GAME | RR_HAS_BLOCK))) continue;
        bool found = false;
        for (size_t l = 0; l < sizeof lists / sizeof lists[0] && !found; l++)
            for (size_t i = 0; i < sizes[l] / sizeof(scenario) && !found; i++) {
                const char *name = rr_cards[c].name, *text = lists[l][i].setup;
                const char *at = strstr(text, name);
                found = at && (at == text || at[-1] == '=' || at[-1] == ',') &&
                        (at[strlen(name)] == 0 || at[strlen(name)] == ',' || at[strlen(name)] == ';') &&
                        (strstr(lists[l][i].answers, name) || (rr_cards[c].kinds & (RR_HAS_END_OF_GAME | RR_HAS_BLOCK)));
            }
        if (!found) fail_msg("no scenario plays %s", rr_cards[c].name);
    }
}

/* Summaries that once misled (issue 10) say what the engine does. */
static void summaries_say_what_the_engine_does(void **st) {
    (void)st;
    struct {
        int card;
        bool points;
        const char *says, *not_says;
    } words[] = {
        {RR_MUSTANG, true, "among your other cards", NULL},
        {RR_ALIA_SNOWSPARROW, false, "topmost", "highest"},
        {RR_ALFRUN, false, "if you do, take Alfrun back", "then"},
        {RR_JOPHO, false, "if you do, take Jopho back", "then"},
        {RR_LOAN_SHARK, false, "Choose an opponent: they may pay", NULL},
        {RR_CEO, false, "if you do, gain 2 Helium", "for 2 Helium"},
        {RR_STOCK_BROKER, false, "if you do, gain 2 Helium", "for 2 Helium"},
        {RR_BONDILUS, false, "Bondilus itself", NULL},
        {RR_BANKER, false, "another card", "any card"},
        {RR_ROQUE, false, "at random", "draw"},
        {RR_CODEBREAKER, false, "Codebreaker is banished", NULL},
    };
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++) {
        const char *text = words[i].points ? rr_card_texts[words[i].card].points : rr_card_texts[words[i].card].deploy;
        if (!strstr(text, words[i].says)) fail_msg("%s: \"%s\" does not say \"%s\"", rr_cards[words[i].card].name, text, words[i].says);
        if (words[i].not_says && strstr(text, words[i].not_says))
            fail_msg("%s: \"%s\" still says \"%s\"", rr_cards[words[i].card].name, text, words[i].not_says);
    }
}

/* Our summaries exist exactly for the kinds of ability each card has. */
static void every_ability_has_a_summary(void **st) {
    (void)st;
    for (int c = 0; c < RR_CARD_COUNT; c++) {
        const rr_card_text *t = &rr_card_texts[c];
        int k = rr_cards[c].kinds;
        if (!t->deploy != !(k & RR_HAS_DEPLOY)) fail_msg("%s: deploy summary", rr_cards[c].name);
        if (!t->points != !(k & RR_HAS_POINTS)) fail_msg("%s: points summary", rr_cards[c].name);
        if (!t->end_of_game != !(k & (RR_HAS_END_OF_GAME | RR_HAS_NAME_WILD | RR_HAS_COLOR_WILD)))
            fail_msg("%s: end-of-game summary", rr_cards[c].name);
        if (!t->block != !(k & RR_HAS_BLOCK)) fail_msg("%s: block summary", rr_cards[c].name);
        /* and the engine has a script for every deploy and end-of-game ability */
        if (!rr_card_abilities[c].deploy != !(k & RR_HAS_DEPLOY)) fail_msg("%s: deploy script", rr_cards[c].name);
        if (!rr_card_abilities[c].end_of_game != !(k & RR_HAS_END_OF_GAME)) fail_msg("%s: end-of-game script", rr_cards[c].name);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(red_brown_and_obsidian_cards),
        cmocka_unit_test(pink_and_gray_cards),
        cmocka_unit_test(blue_yellow_and_green_cards),
        cmocka_unit_test(violet_and_orange_cards),
        cmocka_unit_test(silver_white_and_copper_cards),
        cmocka_unit_test(gold_cards),
        cmocka_unit_test(three_player_and_variant_rules),
        cmocka_unit_test(end_of_game_abilities),
        cmocka_unit_test(rules_across_cards),
        cmocka_unit_test(face_down_cards),
        cmocka_unit_test(questions_say_what_the_card_does),
        cmocka_unit_test(readings_kept_on_purpose),
        cmocka_unit_test(every_ability_has_a_scenario),
        cmocka_unit_test(every_ability_has_a_summary),
        cmocka_unit_test(summaries_say_what_the_engine_does),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
