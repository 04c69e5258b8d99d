export interface DemoFaq {
  question: string;
  answer: string;
}

export interface DemoArticle {
  title: string;
  slug: string;
  summary: string;
  content: string;
  author: string;
  categories: string[];
  tags: string[];
  faqs: DemoFaq[];
  readTime: number;
  publishedAt: string;
  featured: boolean;
  bannerUrl: string;
}

export const demoArticles: DemoArticle[] = [
  {
    title: "Retiring the Monolith Without a Big-Bang Rewrite",
    slug: "retiring-the-monolith-without-a-big-bang-rewrite",
    summary:
      "Big-bang rewrites fail because the old system encodes rules nobody wrote down. Retire the monolith one seam at a time, and measure progress by traffic moved, not code written.",
    content: `<p>Every CTO who inherits a large monolith hears the same proposal within a month: stop adding features, rebuild it properly, and switch over in eighteen months. The proposal is sincere, and it is almost always wrong. Big-bang rewrites fail not because engineers are careless but because the old system keeps encoding business rules that nobody wrote down, and the new one has to rediscover them under deadline pressure while the business waits.</p>
<p>The alternative is slower to describe and faster to deliver: retire the monolith one seam at a time, keep it in production throughout, and measure progress by traffic moved rather than code written.</p>
<h2>Find the seams before you draw the boxes</h2>
<p>Target-state architecture diagrams are cheap and seductive. The harder and more useful work is finding where the existing system already has natural boundaries. Look for three signals: modules that change together in the commit history, database tables that are written by only one area of the code, and business capabilities with a clear owner outside engineering. Where all three line up, you have a seam worth cutting.</p>
<p>Resist the urge to start with the most painful area. The first extraction should be small, reasonably well understood and visible enough that its success is noticed. Its real purpose is to build the routing, observability and data synchronisation machinery that every later extraction will reuse.</p>
<h2>Put a router in front, not a plan on the wall</h2>
<p>The pattern that works is a thin routing layer in front of the monolith that decides, request by request, whether the old or the new implementation handles a call. This gives you three things a rewrite plan cannot:</p>
<ul>
<li><strong>Reversibility.</strong> If the new service misbehaves, you route traffic back in minutes rather than rolling back a release.</li>
<li><strong>Comparison.</strong> You can shadow requests to the new path and compare results before any customer depends on them.</li>
<li><strong>Honest progress.</strong> The share of production traffic served by new components is a number the board can understand and engineers cannot inflate.</li>
</ul>
<p>Data is where most extractions stall. Decide early, for each seam, whether the new service owns its data outright or reads through to the legacy store for a transition period. Dual writes across two databases should be treated as a short-lived bridge with an end date, not as an architecture.</p>
<h2>Fund it as a programme, govern it as a product</h2>
<p>Incremental migration dies when it is funded as background work squeezed between feature requests. It also dies when it is run by a separate rewrite team that the rest of the organisation waits on. The model that tends to survive is a small, permanent migration capability that builds the shared machinery, while the teams who own each business area extract their own seams.</p>
<p>Give the programme a short list of measures and review them monthly:</p>
<ol>
<li>Share of production traffic served outside the monolith.</li>
<li>Number of changes per month that still require a monolith deployment.</li>
<li>Lead time for changes in extracted areas compared with the remainder.</li>
<li>Lines of dead code deleted, not lines of new code added.</li>
</ol>
<blockquote>If nothing has been deleted from the monolith in a quarter, you are not migrating. You are building a second system.</blockquote>
<h2>Know when to stop</h2>
<p>The goal is not an empty monolith. Some parts of the old system are stable, rarely changed and cheap to run, and extracting them buys nothing. A sensible end state often leaves a shrunken core that handles a handful of slow-moving capabilities, with clean interfaces around it. Declaring that outcome a success, rather than chasing architectural purity, is a leadership decision, and it is yours to make.</p>
<p>The rewrite proposal promises a clean break. The incremental path offers something more valuable: a system that gets better every month, a business that never has to pause, and a team that learns the domain as it goes.</p>`,
    author: "Helena Marsh",
    categories: ["tech-strategy-architecture", "tech-operations-delivery"],
    tags: ["Legacy Modernisation", "Architecture", "Strangler Fig", "Technical Debt"],
    faqs: [
      {
        question: "How long should an incremental monolith migration take?",
        answer:
          "There is no fixed figure, but most organisations move meaningful traffic within two to three quarters once the routing and data machinery exists. Full migrations of large systems often run for several years, which is acceptable because value is delivered continuously.",
      },
      {
        question: "Does this approach work if every module shares one large database?",
        answer:
          "Yes, but the database becomes the critical path. Start by assigning clear ownership of tables, then extract seams where write access is already concentrated in one area of the code.",
      },
      {
        question: "When is a full rewrite actually justified?",
        answer:
          "When the underlying platform is unsupported and cannot be run safely, or when the system is small enough to rebuild within a single quarter. Outside those cases, the risk rarely pays off.",
      },
    ],
    readTime: 3,
    publishedAt: "2024-03-12T09:00:00.000Z",
    featured: false,
    bannerUrl: "/images/banners/tech-strategy-architecture.svg",
  },
  {
    title: "Career Ladders That Keep Senior Engineers Engineering",
    slug: "career-ladders-that-keep-senior-engineers-engineering",
    summary:
      "Most dual-track career ladders have two tracks in name and one in practice. Here is how to build an individual contributor path with real parity, clear scope and honest calibration.",
    content: `<p>Most engineering organisations lose their strongest individual contributors in one of two ways. Either they leave for a company that will pay them properly without a management title, or they stay, accept a management role they did not want, and the organisation trades a great engineer for an unhappy manager. Both outcomes are expensive, and both are usually caused by a career ladder that was written with good intentions and never tested against reality.</p>
<h2>Parallel tracks need real parity</h2>
<p>Nearly every ladder now claims a dual track. Far fewer deliver parity. The test is simple: compare the compensation bands, the decision rights and the meeting invitations at each level. If a principal engineer earns less than a director, is absent from planning discussions and needs a manager's sponsorship to change an architectural standard, the ladder has two tracks in name and one in practice.</p>
<p>Parity does not mean the roles are the same. It means the organisation expects a comparable scope of impact and rewards it comparably. A director is accountable for the outcomes of several teams through people. A principal engineer is accountable for technical outcomes across several teams through influence, design and direct contribution.</p>
<h2>Define senior levels by scope, not by heroics</h2>
<p>Ladders go wrong at the senior end when they describe behaviours that only make sense for one type of engineer. Criteria such as "writes the most complex code" or "is the go-to person for incidents" reward heroics and create bottlenecks. Better criteria describe the scope of problems someone reliably owns and the way the organisation changes because they are there.</p>
<p>A workable pattern for the top of the individual contributor track:</p>
<ul>
<li><strong>Senior engineer:</strong> owns the technical quality of a significant component and makes the team around them better.</li>
<li><strong>Staff engineer:</strong> sets technical direction for a group of teams and resolves problems that cross their boundaries.</li>
<li><strong>Principal engineer:</strong> shapes decisions with multi-year consequences for the whole engineering organisation and is trusted by the executive team on them.</li>
</ul>
<p>None of these say "manages people" and none of them say "writes code alone". Senior individual contributors should still build things, but their leverage comes from the decisions they improve.</p>
<h2>Calibrate openly and often</h2>
<p>A ladder is only as good as the promotion process behind it. Two practices make the biggest difference. First, calibrate promotions across teams, with senior individual contributors in the room, so that standards do not drift from one manager to the next. Second, publish anonymised examples of successful promotion cases at each level. Engineers learn far more from a real staff-level case than from a paragraph of abstract criteria.</p>
<p>Watch the data as well. If promotions to staff level are concentrated in one or two teams, or if under-represented groups stall at senior level while their peers move into management and advance, the problem usually lies in how high-scope work is allocated, not in the people.</p>
<h2>What the CTO has to do personally</h2>
<p>No framework survives a leader who treats management as the real promotion. Spend visible time with your staff and principal engineers. Bring them into strategy discussions and vendor decisions. When a strong engineer asks whether they should move into management, ask what problems they want to own in three years before you answer. And budget for the individual contributor track explicitly, because parity that has to be argued for in every compensation cycle is not parity.</p>
<blockquote>The ladder tells people what you value. Your calendar tells them whether you meant it.</blockquote>`,
    author: "Daniel Okafor",
    categories: ["digital-talent-teams"],
    tags: ["Career Frameworks", "Staff Engineering", "Retention", "Engineering Management"],
    faqs: [
      {
        question: "How many individual contributor levels should a mid-sized engineering organisation have?",
        answer:
          "Five or six levels from entry to principal is typical. Fewer levels make promotions feel rare and arbitrary, while more create distinctions that nobody can calibrate consistently.",
      },
      {
        question: "Should staff engineers have direct reports?",
        answer:
          "Generally not. Line management pulls staff engineers into a different job and blurs the distinction between the tracks; mentoring and technical leadership without direct reports is the usual pattern.",
      },
      {
        question: "How do we stop managers being promoted faster than engineers?",
        answer:
          "Track time to promotion by track and level, and review it during calibration. Persistent differences usually point to unequal access to high-scope work rather than unequal talent.",
      },
    ],
    readTime: 3,
    publishedAt: "2025-02-18T08:30:00.000Z",
    featured: false,
    bannerUrl: "/images/banners/digital-talent-teams.svg",
  },
  {
    title: "Buying Language Models by the Task, Not the Token",
    slug: "buying-language-models-by-the-task-not-the-token",
    summary:
      "Token prices say little about what generative AI really costs. Compare language model vendors on the fully loaded cost of completing one task to an acceptable standard instead.",
    content: `<p>Vendor pricing pages for large language models are written in tokens. Your business does not run on tokens. It runs on tasks: a support ticket resolved, a contract clause reviewed, a product description drafted and approved. Comparing models on price per million tokens is like comparing contractors on their hourly rate without asking how many hours they take or how often their work has to be redone.</p>
<p>A more useful unit for evaluating language model vendors is the fully loaded cost of completing one task to an acceptable standard. It is harder to measure, and it changes vendor decisions more often than most teams expect.</p>
<h2>Define the task and the bar</h2>
<p>Start with a narrow, repeated task that matters commercially. "Improve customer service" is not a task. "Draft a first response to a billing query that an agent can send with at most minor edits" is. For that task, write down what acceptable looks like, ideally with examples graded by the people who currently do the work.</p>
<p>Then build an evaluation set: a few hundred real, anonymised cases with known good outcomes. This set is the most valuable artefact of the entire exercise. It outlives any individual vendor and lets you re-run the comparison whenever prices or models change, which they will, often.</p>
<h2>Count everything a task actually costs</h2>
<p>The cost per task has more components than the inference bill:</p>
<ul>
<li><strong>Inference:</strong> input and output tokens, including retrieved context and system instructions, which often dwarf the user's question.</li>
<li><strong>Retries and fallbacks:</strong> calls that fail validation and are repeated, or escalated to a larger model.</li>
<li><strong>Human review:</strong> minutes spent checking or correcting output, priced at the reviewer's loaded cost.</li>
<li><strong>Failure cost:</strong> the expected cost of errors that slip through, such as a wrong refund or a compliance breach.</li>
<li><strong>Platform overhead:</strong> retrieval infrastructure, monitoring, and the engineering time needed to keep prompts and evaluations current.</li>
</ul>
<p>In many deployments, human review is the largest line. A model that costs three times as much per token but halves correction time is frequently the cheaper choice. Conversely, a frontier model is often wasted on classification or extraction work that a smaller model handles at the same acceptance rate.</p>
<h2>Run the comparison like a procurement, not a demo</h2>
<p>Vendor demonstrations are tuned to impress. Your evaluation should be tuned to your cases. Run every candidate against the same evaluation set with the same grading, and record acceptance rate, latency and cost per accepted output. Include at least one smaller or open-weight option as a baseline; it keeps the commercial conversation honest.</p>
<p>Then look beyond the numbers at the terms that determine your exposure over time:</p>
<ol>
<li>Data handling: whether your inputs are retained or used for training, and where they are processed.</li>
<li>Model change policy: how much notice you receive before a model version is retired or altered.</li>
<li>Rate limits and capacity commitments at your projected volume, not at today's pilot volume.</li>
<li>Portability: how much of your prompt, retrieval and evaluation work transfers if you switch.</li>
</ol>
<blockquote>The evaluation set is your leverage. A team that can re-test a new vendor in a day negotiates very differently from one that cannot.</blockquote>
<h2>Make it a recurring discipline</h2>
<p>Prices move and capabilities shift every few months, so a decision made once will be wrong within a year. Treat the comparison as a quarterly review, owned jointly by engineering and the business function that owns the task. Keep the integration layer thin enough that switching providers for a given task is a configuration change plus a test run, not a project.</p>
<p>The organisations getting real returns from generative AI are rarely the ones with the most impressive pilots. They are the ones that know, to the cent, what a completed task costs them today and what it cost before.</p>`,
    author: "Priya Raman",
    categories: ["ai-data-emerging-tech", "ecosystem-partners"],
    tags: ["Generative AI", "LLM Evaluation", "Vendor Selection", "Unit Economics"],
    faqs: [
      {
        question: "How large does an evaluation set need to be before the results are reliable?",
        answer:
          "A few hundred representative cases is usually enough to separate candidates whose acceptance rates differ by more than a few percentage points. Smaller sets are fine for quick checks but will not resolve close comparisons.",
      },
      {
        question: "Should we standardise on a single model provider?",
        answer:
          "Standardise the integration layer, evaluation approach and governance rather than the provider. Different tasks often have different cost-optimal models.",
      },
      {
        question: "Who should grade the evaluation outputs?",
        answer:
          "The people who currently do or review the work, supported by automated checks where the criteria are objective. Engineers grading alone tend to reward fluency rather than business correctness.",
      },
    ],
    readTime: 3,
    publishedAt: "2026-10-30T09:00:00.000Z",
    featured: true,
    bannerUrl: "/images/banners/ai-data-emerging-tech.svg",
  },
  {
    title: "DORA Metrics Without the Theatre",
    slug: "dora-metrics-without-the-theatre",
    summary:
      "The four DORA delivery metrics are among the most useful measures an engineering leader can adopt, and among the easiest to game. Five rules for keeping them honest and useful.",
    content: `<p>The four delivery metrics popularised by the DORA research programme, deployment frequency, lead time for changes, change failure rate and time to recover from a failed change, are among the most useful measures an engineering leader can adopt. They are also among the easiest to turn into theatre. Within a quarter of appearing on an executive dashboard, they can start measuring how well teams understand the dashboard rather than how well they deliver software.</p>
<h2>Why the numbers get gamed</h2>
<p>Gaming is rarely cynical. It happens when a measure designed for learning is used for judgement. If deployment frequency appears in a performance review, teams will find ways to deploy more often, such as splitting work into trivial releases or counting configuration pushes, whether or not anything has improved. If change failure rate is punished, incidents start being classified as something else.</p>
<p>The research behind these metrics was explicit that they describe the capabilities of a system of work. They are not productivity scores for individuals or league tables for teams. Leaders who forget this get the numbers they ask for and lose the information they needed.</p>
<h2>Five rules for using them honestly</h2>
<ol>
<li><strong>Measure from systems, not surveys.</strong> Pull deployment and incident data from pipelines and incident tooling. Self-reported figures drift towards whatever looks good.</li>
<li><strong>Agree definitions once, in writing.</strong> Decide what counts as a deployment, when a change starts and what qualifies as a failure, then publish the definitions next to the numbers.</li>
<li><strong>Show trends, not rankings.</strong> Compare a team with its own history. Comparing a payments team with a marketing-site team tells you about their domains, not their competence.</li>
<li><strong>Always pair speed with stability.</strong> Never present deployment frequency or lead time without change failure rate and recovery time beside them. The pairing is the point.</li>
<li><strong>Keep them out of individual reviews.</strong> The moment a person's rating depends on a delivery metric, that metric stops being trustworthy.</li>
</ol>
<h2>Use them to ask better questions</h2>
<p>The value of these measures lies in the conversations they start. A long lead time prompts a walk along the path from commit to production, which usually reveals waiting: for review, for a shared test environment, for a change advisory board that meets weekly. A high change failure rate prompts a look at test coverage in the riskiest areas and at the typical size of a change. A slow recovery time raises questions about observability, runbooks and who has permission to roll back.</p>
<p>Bring the metrics to operational reviews with a specific hypothesis each time. "Lead time rose this quarter; we think it is the new security review step; here is what we will try" is a useful discussion. "Team B is below the median" is not.</p>
<blockquote>A metric that a team uses to improve its own work will stay honest. A metric that is used to rank the team will not.</blockquote>
<h2>Add what the four metrics miss</h2>
<p>Delivery metrics say nothing about whether you are building the right things, and little about the health of the people doing the work. Pair them with a small number of outcome measures owned by product, such as adoption or retention of shipped features, and with a regular developer experience survey that asks about friction, focus time and on-call load. Together these give a rounded picture without drowning teams in measurement.</p>
<p>Executives often ask what a good number is. The more useful answer is that a good number is one that is improving, honestly measured, and explained by the team that owns it.</p>`,
    author: "Tomas Lindqvist",
    categories: ["tech-operations-delivery"],
    tags: ["DORA Metrics", "Delivery Performance", "Engineering Metrics", "Continuous Delivery"],
    faqs: [
      {
        question: "Should we publish DORA metrics to the whole company?",
        answer:
          "Publishing organisation-level trends is healthy and builds trust. Publishing team-by-team comparisons to a wide audience tends to encourage gaming and is best avoided.",
      },
      {
        question: "What is a sensible first target if our lead time for changes is measured in weeks?",
        answer:
          "Avoid setting a numerical target first. Map the steps from commit to production, find the longest wait and remove it; lead time will follow.",
      },
      {
        question: "Do these metrics work for mobile or embedded software teams?",
        answer:
          "Yes, with adjusted definitions. Measure delivery to an internal release channel or test fleet, and treat app store or hardware release cadence as a separate constraint.",
      },
    ],
    readTime: 3,
    publishedAt: "2024-06-20T09:00:00.000Z",
    featured: false,
    bannerUrl: "/images/banners/tech-operations-delivery.svg",
  },
  {
    title: "FinOps Belongs on the CTO's Desk",
    slug: "finops-belongs-on-the-ctos-desk",
    summary:
      "Cloud cost projects led from finance find quick savings and then fade, because the real cost drivers sit in engineering decisions. Why the CTO must own the discipline, and how.",
    content: `<p>When cloud spending surprises the finance team, the usual response is a cost-optimisation project, often led from finance, that hunts for idle resources and negotiates commitment discounts. These projects find real savings in the first few months and then fade, because the drivers of cloud cost sit in engineering decisions that finance cannot see and engineers are not rewarded for. That is why cloud financial management, whatever you choose to call it, needs the CTO's ownership rather than merely the CTO's cooperation.</p>
<h2>Cost is an architectural property</h2>
<p>In an on-premises world, infrastructure cost was decided in annual procurement. In the cloud, it is decided in every pull request. The choice of storage class, the chattiness of services across availability zones, the retention period for logs, the default instance size in a template: each is a cost decision made by an engineer who may never see the bill.</p>
<p>Treating cost as a non-functional requirement alongside latency, availability and security changes how teams design. It belongs in architecture reviews, in service templates and in the definition of done for significant features. Engineers are good at optimising what they can see; the task is to make cost visible at the point of decision.</p>
<h2>Start with allocation, then unit costs</h2>
<p>You cannot manage what you cannot attribute. The first milestone is allocating the large majority of spend to an owning team and product, through consistent tagging and account structure. Unallocated spend should be reported as a line of its own and should shrink every month.</p>
<p>Allocation tells you who spends. Unit economics tells you whether the spending is sensible. Pick one or two measures that connect infrastructure cost to business activity:</p>
<ul>
<li>Cost per active customer or per thousand transactions.</li>
<li>Cost per tenant in a multi-tenant product, which often exposes a few customers who are unprofitable to serve.</li>
<li>Cost per environment for development and test, where waste tends to hide.</li>
</ul>
<p>A rising total bill is not necessarily a problem if cost per transaction is falling. A flat bill with falling usage is. Unit measures let you have that conversation with the chief financial officer on shared terms.</p>
<h2>Build the operating rhythm</h2>
<p>Savings that depend on a one-off project evaporate. Savings that come from a routine persist. A practical rhythm looks like this:</p>
<ol>
<li><strong>Weekly:</strong> teams see their own spend and anomalies, with alerts for sudden jumps routed to the owning team rather than to a central function.</li>
<li><strong>Monthly:</strong> engineering and finance review unit costs by product, compare the forecast with the budget, and agree actions.</li>
<li><strong>Quarterly:</strong> a central group decides on commitment purchases and reviews architectural changes with large cost implications.</li>
</ol>
<p>Keep the central team small. Its job is to provide data, tooling and commercial expertise, not to approve every resource. The moment it becomes a gatekeeper, teams route around it.</p>
<blockquote>The cheapest cloud resource is the one somebody remembered to delete. The most expensive is the one nobody is allowed to delete.</blockquote>
<h2>What the CTO should ask for</h2>
<p>Ask for three things and keep asking. A single figure for the share of cloud spend allocated to an owner. One unit cost per major product, trended monthly. And a short list of the architectural decisions currently driving the largest costs, with an owner for each. If your teams can produce those reliably, you have a cost discipline. If they cannot, no discount negotiation will fix it.</p>`,
    author: "Claire Beaumont",
    categories: ["cloud-infrastructure"],
    tags: ["FinOps", "Cloud Costs", "Unit Economics", "Governance"],
    faqs: [
      {
        question: "Should engineering teams have their own cloud budgets?",
        answer:
          "Visibility and accountability for their own spend work better than hard budgets. Hard caps are still useful for sandbox and development accounts, where waste tends to accumulate.",
      },
      {
        question: "How much of our cloud spend should be covered by commitment discounts?",
        answer:
          "Cover the stable baseline you are confident of using for the full commitment term, and review it quarterly. Over-committing to chase a headline discount is a common and expensive mistake.",
      },
      {
        question: "Is moving workloads from public cloud back to our own data centres worth it to save money?",
        answer:
          "Occasionally, for large, stable and predictable workloads. Model the full cost, including staff, hardware refresh and lost flexibility, before deciding, because the savings are often smaller than the headline comparison suggests.",
      },
    ],
    readTime: 3,
    publishedAt: "2024-11-04T10:00:00.000Z",
    featured: false,
    bannerUrl: "/images/banners/cloud-infrastructure.svg",
  },
  {
    title: "The Ransomware Tabletop Your Executive Team Keeps Postponing",
    slug: "the-ransomware-tabletop-your-executive-team-keeps-postponing",
    summary:
      "The decisions that shape a ransomware incident are executive, not technical. How to run a half-day tabletop exercise that exposes gaps in authority, communication and continuity.",
    content: `<p>Most organisations have a technical incident response plan for ransomware. Far fewer have tested what happens in the boardroom when the attack lands. Yet the decisions that determine the outcome of a serious ransomware incident are rarely technical. Whether to shut down production systems, whether to notify regulators before the facts are clear, what to tell customers, whether to engage with the attackers: these are executive decisions, made under pressure, often by people who have never discussed them before.</p>
<p>A well-run tabletop exercise for the executive team costs half a day. It is one of the highest-return risk activities a CTO can sponsor.</p>
<h2>Design a scenario that forces decisions</h2>
<p>The common failure is a scenario that is really a technical walkthrough with executives as the audience. Instead, build the exercise around decisions only the executive team can make. A realistic sequence unfolds in injects, delivered one at a time:</p>
<ol>
<li>Early on a Friday evening, the service desk reports that several file servers are inaccessible and a ransom note has appeared.</li>
<li>Two hours later, the security team confirms that encryption is spreading and recommends disconnecting the corporate network, which will stop order processing.</li>
<li>The next morning, the attackers claim to have copied customer data and publish a sample on a leak site.</li>
<li>A journalist calls the press office for comment, and a major customer's security chief emails the chief executive directly.</li>
<li>Backups are intact, but restoring core systems is estimated to take six days. The attackers offer a decryptor for a sum within your cyber insurance limit.</li>
</ol>
<p>Tailor the details to your business. The scenario should be plausible enough that nobody can dismiss it and uncomfortable enough that the easy answers run out.</p>
<h2>Put the right people in the room</h2>
<p>Invite the chief executive, chief financial officer, general counsel, head of communications, the heads of the main business lines, and the CTO and security lead. Ask external legal counsel and, if you have one, your incident response retainer to observe. Appoint a facilitator who is not a participant, and a note-taker whose only job is to record decisions, owners and open questions.</p>
<p>Agree one ground rule at the start: there are no wrong answers, but there must be answers. "We would work that out at the time" is recorded as a gap, not accepted as a plan.</p>
<h2>Questions the exercise should surface</h2>
<ul>
<li><strong>Authority:</strong> who can order a full network shutdown, and is that person reachable at midnight on a Friday?</li>
<li><strong>Ransom policy:</strong> has the board taken a position on payment, and which legal and sanctions checks would apply?</li>
<li><strong>Notification:</strong> which regulators must be told, within what deadlines, and who decides the content?</li>
<li><strong>Communications:</strong> what can be said to staff and customers while the facts are incomplete?</li>
<li><strong>Continuity:</strong> which business processes can run manually, for how long, and who knows how?</li>
<li><strong>Out-of-band contact:</strong> if email and chat are compromised, how does the executive team talk?</li>
</ul>
<blockquote>The plan you follow in a crisis is the one you rehearsed, not the one you wrote.</blockquote>
<h2>Turn findings into owned actions</h2>
<p>Within a week, circulate a short report listing each gap with a named owner and a date. Typical outputs include a pre-agreed decision matrix for shutdown authority, a draft board position on ransom payment, holding statements for customers and staff, and a printed contact sheet kept outside corporate systems. Report progress on these actions at the next board risk discussion, and schedule the next exercise, with a different scenario, within twelve months.</p>
<p>The first tabletop is always uncomfortable. That is the point. It is far better for the executive team to discover its disagreements on a quiet Tuesday afternoon than at two in the morning with the business offline.</p>`,
    author: "Marcus Adeyemi",
    categories: ["cybersecurity-risk", "tech-operations-delivery"],
    tags: ["Ransomware", "Incident Response", "Tabletop Exercises", "Business Continuity", "Crisis Management"],
    faqs: [
      {
        question: "How often should the executive team run a ransomware tabletop exercise?",
        answer:
          "At least once a year, and after any significant change in leadership, core systems or regulation. Rotating scenarios stops the exercise from becoming a rehearsed script.",
      },
      {
        question: "Should the board itself take part?",
        answer:
          "Board members can observe, or run a shorter session focused on their oversight role. The core exercise works best with the executives who would actually make the operational decisions.",
      },
      {
        question: "Do we need an external facilitator?",
        answer:
          "Not necessarily, but the facilitator must be independent of the decisions being tested. External facilitators bring realistic scenario detail and find it easier to challenge senior participants.",
      },
    ],
    readTime: 3,
    publishedAt: "2026-07-21T08:00:00.000Z",
    featured: true,
    bannerUrl: "/images/banners/cybersecurity-risk.svg",
  },
  {
    title: "Product Discovery for Platform Teams",
    slug: "product-discovery-for-platform-teams",
    summary:
      "Treating the internal platform as a product means more than a roadmap and a portal. Platform teams need real discovery, because their customers cannot walk away and rarely complain.",
    content: `<p>Internal platform teams are increasingly told to treat the platform as a product. The advice is right, but it is often applied only halfway. Teams adopt a roadmap, appoint a product manager and launch a portal, then carry on building whatever the most senior engineers think the organisation needs. The missing half is discovery: the disciplined work of understanding what internal customers are actually struggling with before committing to build anything.</p>
<h2>Your customers cannot leave, which is the problem</h2>
<p>External products get brutal feedback from the market. Internal platforms usually do not. Developers who dislike the deployment pipeline rarely have an alternative, so they complain in chat channels, build workarounds or quietly absorb the friction. Adoption mandates can hide a poor platform for years while the organisation pays in lost time and shadow tooling.</p>
<p>That absence of market pressure is exactly why platform teams need deliberate discovery. Without it, they optimise for technical elegance and for the preferences of the loudest teams.</p>
<h2>Discovery techniques that fit internal products</h2>
<p>Most product discovery practice transfers directly, with some adjustment:</p>
<ul>
<li><strong>Shadowing:</strong> sit with a product team for a day as they take a change from idea to production. Note every wait, every ticket raised to another team and every manual step. A day of shadowing routinely reveals more than a month of surveys.</li>
<li><strong>Problem interviews:</strong> ask developers about the last time something was slow or painful, not which features they want. Specific recent stories are reliable; wish lists are not.</li>
<li><strong>Journey mapping:</strong> map common developer journeys, such as creating a new service, onboarding a new hire or debugging a production issue, and time each step.</li>
<li><strong>Usage data:</strong> instrument the platform itself. Which capabilities are used, which are abandoned, and where do people fall back to tickets?</li>
</ul>
<h2>Validate before you build</h2>
<p>Platform work is expensive and hard to reverse once teams depend on it, so test the riskiest assumptions cheaply first. Before building a self-service database provisioning workflow, have a platform engineer fulfil requests by hand through a simple form for a month. You will learn the real volume, the real variety of requests and the awkward edge cases at almost no cost. Before moving every team to a new build system, pilot it with two teams whose needs differ, and agree upfront what success would look like.</p>
<p>Frame each significant piece of work as a bet with a measurable outcome, such as reducing the time to create a production-ready web service from three days to two hours. This makes it possible to stop work that is not delivering, something platform teams rarely do.</p>
<h2>Measure adoption and outcomes, not output</h2>
<p>A platform team's success measures should describe the experience and results of its customers:</p>
<ol>
<li>Voluntary adoption of new capabilities, where teams have a genuine choice.</li>
<li>Time taken for common developer journeys, measured end to end.</li>
<li>Developer satisfaction with specific capabilities, surveyed regularly with consistent questions.</li>
<li>Volume of tickets and manual requests to the platform team, which should fall as self-service improves.</li>
</ol>
<blockquote>If your platform only has users because it is mandatory, you do not yet know whether it is any good.</blockquote>
<p>For the CTO, the practical step is to ask the platform team to present its next quarter not as a list of features but as a set of customer problems, the evidence for each, and how it will know it has solved them. The quality of that answer says more about the platform's future than any architecture diagram.</p>`,
    author: "Sofia Castellano",
    categories: ["product-customer-technology", "tech-operations-delivery"],
    tags: ["Platform Engineering", "Product Discovery", "Developer Experience", "Internal Platforms"],
    faqs: [
      {
        question: "Does a platform team need a dedicated product manager?",
        answer:
          "Once a platform serves more than a handful of teams, yes. An experienced engineer with a product mindset can fill the role, provided discovery and prioritisation are an explicit part of the job.",
      },
      {
        question: "Should use of the internal platform be mandatory?",
        answer:
          "Mandate only what security, compliance or reliability require. Everywhere else, voluntary adoption is a valuable signal of whether the platform solves real problems.",
      },
      {
        question: "How should a platform team prioritise between requests from large and small product teams?",
        answer:
          "Weigh requests by the total time or risk they remove across the organisation, not by the size or seniority of the team asking. Journey mapping data makes that comparison far easier.",
      },
    ],
    readTime: 3,
    publishedAt: "2026-01-14T09:30:00.000Z",
    featured: false,
    bannerUrl: "/images/banners/product-customer-technology.svg",
  },
  {
    title: "Governing a Systems Integrator Without Outsourcing Your Judgement",
    slug: "governing-a-systems-integrator-without-outsourcing-your-judgement",
    summary:
      "The risk with a systems integrator is not incompetence but the slow transfer of understanding. How to select on the team, keep key decisions in-house and govern with evidence.",
    content: `<p>Large transformation programmes almost always involve a systems integrator. Good integrators bring capacity, specialist skills and the experience of having done similar work before. The risk is not that they are incompetent. It is that, over the life of a programme, the client gradually hands over not just the work but the understanding of the work. By the time something goes wrong, nobody on the client side can tell whether the integrator's explanation is accurate.</p>
<p>Choosing an integrator well matters. Governing one well matters more.</p>
<h2>Choose the team, not the brand</h2>
<p>Proposals from large integrators tend to look alike: strong credentials, impressive case studies, and a senior partner who will not be seen again once the contract is signed. The variable that best predicts success is the specific team who will do the work.</p>
<ul>
<li>Name the key individuals in the contract, including the delivery lead and lead architect, with approval rights over any replacement.</li>
<li>Interview those people, ideally by working through a real problem from your environment together for half a day.</li>
<li>Ask for references from clients where the same individuals worked, not from the firm's flagship logos.</li>
<li>Probe how the integrator handled a programme that went badly. Every experienced firm has one, and candour about it is a good sign.</li>
</ul>
<h2>Keep the thinking in-house</h2>
<p>Decide early which capabilities you must retain. As a rule, the client should own architecture decisions, product priorities, the definition of acceptance and the relationships with business stakeholders. The integrator can contribute heavily to all of these, but the accountable person should be on your payroll.</p>
<p>This has staffing consequences. A programme with forty integrator engineers needs a client-side core of perhaps five or six strong people: an architect, a product lead, a delivery lead and engineers who genuinely review code and design. Programmes that economise here usually pay for it later, in change requests they cannot evaluate.</p>
<blockquote>If you cannot explain the architecture without the integrator in the room, you no longer own it.</blockquote>
<h2>Contract for outcomes you can verify</h2>
<p>Fixed-price contracts transfer some risk, but only for well-understood scope, which transformation work rarely has. Time-and-materials contracts preserve flexibility but reward effort rather than results. A common middle path is capped time and materials for each phase, with a portion of fees tied to measurable outcomes that the client verifies independently.</p>
<p>Whatever the commercial model, insist on a few non-negotiables:</p>
<ol>
<li>All code, configuration and documentation held in your repositories from day one, under your access control.</li>
<li>Automated tests and deployment pipelines treated as deliverables, not optional extras.</li>
<li>A knowledge transfer plan with named recipients and checkpoints, started early rather than in the final month.</li>
<li>The right to bring in another supplier to review quality at any point.</li>
</ol>
<h2>Govern with evidence and candour</h2>
<p>Steering committees often become status theatre, with green reports until the week before a missed deadline. Replace subjective status colours with evidence: working software demonstrated in a production-like environment, delivery metrics drawn from your own tools, and defect trends. Hold a short, frank monthly conversation between the CTO and the integrator's accountable executive, separate from the formal steering meeting, where both sides can raise concerns without an audience.</p>
<p>A well-governed integrator relationship ends with your organisation more capable than when it began. If the programme finishes and you need the integrator to keep the lights on indefinitely, it has failed, whatever the delivery reports said.</p>`,
    author: "Owen Fitzgerald",
    categories: ["ecosystem-partners"],
    tags: ["Systems Integrators", "Vendor Management", "Outsourcing", "Partner Governance"],
    faqs: [
      {
        question: "Should we use one integrator or several for a large programme?",
        answer:
          "A single lead integrator simplifies accountability, while a second supplier for specific workstreams or independent assurance keeps pricing and quality honest. Splitting one workstream between competing firms usually creates more friction than value.",
      },
      {
        question: "What proportion of a programme team should be client employees?",
        answer:
          "There is no universal ratio, but the client should hold every role that makes architecture, product and acceptance decisions. In practice that is often around one person in eight.",
      },
      {
        question: "How do we stop knowledge transfer becoming a last-minute formality?",
        answer:
          "Make it a continuous deliverable, with named client staff pairing with the integrator throughout, and tie part of the fees to verified handover milestones.",
      },
    ],
    readTime: 3,
    publishedAt: "2024-01-05T09:00:00.000Z",
    featured: false,
    bannerUrl: "/images/banners/ecosystem-partners.svg",
  },
  {
    title: "The First Ninety Days: Notes From a Second-Time CTO",
    slug: "the-first-ninety-days-notes-from-a-second-time-cto",
    summary:
      "The first time, I spent ninety days proving I was worth hiring and half my decisions unravelled. The second time, I listened with structure, acted small and deferred the big calls.",
    content: `<p>The first time I became a CTO, I spent my first ninety days proving that I was worth hiring. I reviewed the architecture, rewrote the engineering strategy, reorganised two teams and launched a platform initiative. By month six, half of those decisions had quietly unravelled, because I had made them before I understood the organisation I was making them for. The second time, I did almost the opposite, and it went considerably better. These are the lessons I would pass on.</p>
<h2>Listen with a structure</h2>
<p>Everyone advises a new leader to listen. Advice on how to listen is less common. Unstructured listening produces a pile of anecdotes weighted towards whoever talks most. In my second role I met around sixty people in the first five weeks, across engineering, product, sales, finance and operations, and asked each of them the same four questions:</p>
<ol>
<li>What is working well that I should be careful not to break?</li>
<li>What is the biggest obstacle to you doing your best work?</li>
<li>If you were in my role, what would you change first?</li>
<li>Who else should I talk to?</li>
</ol>
<p>Asking the same questions made patterns visible. The fourth question reliably led me to people who did not stand out on any organisation chart but held the place together. I wrote up the themes, without attribution, and shared them with everyone I had interviewed. Nothing I did in those months built more trust than showing people I had heard them accurately.</p>
<h2>Find out what the business thinks technology is for</h2>
<p>A CTO can be hired to modernise, to scale, to cut cost, to rescue a failing programme or to build a product capability from scratch. Often the executive team holds several of these expectations at once, and they conflict. I asked the chief executive and each of my peers what success for technology would look like in eighteen months, and what would make them regret hiring me. The answers differed more than any of them realised.</p>
<p>Reconciling those expectations, explicitly and in writing, became the foundation of my strategy. It also protected me later, when a peer's expectations shifted and I could point to what we had agreed.</p>
<h2>Make a few early decisions, deliberately</h2>
<p>Listening does not mean paralysis. Teams want to see that a new leader can act. The trick is to choose early decisions that are low-regret and visible. Mine were fixing a painfully slow laptop provisioning process, scrapping a weekly approval meeting that nobody could justify, and publicly backing an overdue promotion that had stalled for budget reasons. None was strategic. All signalled that problems raised with me would be dealt with.</p>
<p>I deferred anything structural, including reorganisations, major vendor changes and architectural direction, until after day ninety, and said so openly. Announcing the deferral mattered: it ended a season of speculation about what I was about to change.</p>
<blockquote>In the first ninety days, your credibility comes from the accuracy of your diagnosis, not the boldness of your plans.</blockquote>
<h2>Look after the team you inherited</h2>
<p>New leaders often arrive with a mental list of people they would like to bring with them. Sometimes that is necessary. More often, the existing team contains strong people who have been badly supported. I made a point of understanding each direct report's situation before forming a judgement, and I was wrong about at least two of my first impressions, in both directions.</p>
<p>At day ninety, I presented a short written diagnosis to the executive team: what I had found, what I proposed to prioritise, and what I would deliberately not do. It was far less ambitious than my first-time plan. It was also the first strategy I have written that survived contact with the following year.</p>`,
    author: "Ingrid Halvorsen",
    categories: ["cto-reflections", "digital-talent-teams"],
    tags: ["Leadership", "New CTO", "Onboarding", "Executive Transitions"],
    faqs: [
      {
        question: "Should a new CTO produce a written strategy within the first ninety days?",
        answer:
          "A written diagnosis and a short list of priorities by around day ninety is valuable. A detailed multi-year strategy that early is usually premature and locks in decisions made on incomplete information.",
      },
      {
        question: "How many people should a new CTO meet in the first month?",
        answer:
          "Enough to see patterns across functions and levels, typically several dozen. Include people outside engineering, especially in sales, operations and finance, who experience technology as its customers.",
      },
      {
        question: "When is it right to make immediate structural changes?",
        answer:
          "When there is a clear and urgent risk, such as a security exposure, a failing critical programme or a serious conduct issue. Otherwise, structural change is better made once the diagnosis is complete.",
      },
    ],
    readTime: 3,
    publishedAt: "2026-04-07T08:00:00.000Z",
    featured: false,
    bannerUrl: "/images/banners/cto-reflections.svg",
  },
  {
    title: "Build Versus Buy Is the Wrong First Question",
    slug: "build-versus-buy-is-the-wrong-first-question",
    summary:
      "Before comparing licence fees with development estimates, decide whether a capability is part of how the company wins or how it operates. That answer settles most build-or-buy debates.",
    content: `<p>Build-versus-buy debates tend to start at the wrong end. Engineers compare the feature list of a vendor product with what they could build in a quarter; procurement compares licence costs with estimated development effort. Both analyses skip the question that should come first: is this capability part of how the company wins, or part of how it operates?</p>
<h2>Start with differentiation</h2>
<p>Sort capabilities into three groups before any cost comparison:</p>
<ul>
<li><strong>Differentiating:</strong> capabilities customers choose you for, or that embody a proprietary way of working, such as a pricing engine, a matching algorithm or a distinctive customer experience.</li>
<li><strong>Necessary but standard:</strong> capabilities you must do well but that do not set you apart, such as payroll, identity management, ticketing or the general ledger.</li>
<li><strong>Commodity:</strong> capabilities where any competent option will do and switching costs are low, such as email delivery or document storage.</li>
</ul>
<p>The default for differentiating capabilities is to build, or at least to own the core logic on top of bought components. The default for the other two groups is to buy and configure, not customise. The most expensive mistakes come from reversing these defaults: building a bespoke ticketing system because the team disliked a vendor's interface, or buying a platform for a core differentiator and then customising it so heavily that upgrades become impossible.</p>
<h2>Count the full cost of each path</h2>
<p>When a capability sits on the boundary, the cost comparison matters, and both sides are routinely understated. Building is not just the first release. It is the ongoing cost of a team to maintain, secure, upgrade and extend the system for as long as it exists, which for core systems is often a decade. A useful rule of thumb is that the initial build represents well under half of the lifetime cost.</p>
<p>Buying is not just the licence. Add implementation, integration, data migration, training, the configuration team you will need to retain, price increases at renewal, and the cost of working around features the vendor will never build. Ask how the vendor's pricing scales with your growth: per-transaction or per-user pricing can turn a cheap deal into an expensive one within three years.</p>
<h2>Weigh the risks that do not appear in spreadsheets</h2>
<p>Some of the most important considerations are hard to put a number on:</p>
<ol>
<li><strong>Control of the roadmap.</strong> If the capability must evolve quickly in response to your market, a vendor's release schedule can become your constraint.</li>
<li><strong>Vendor viability and ownership.</strong> A specialist vendor that changes hands may change its pricing and investment priorities sharply.</li>
<li><strong>Talent.</strong> Building requires people who want to work on the problem. Buying a niche platform requires people who know it, and they can be scarce.</li>
<li><strong>Exit.</strong> How hard would it be to leave in five years? Data portability and the extent of customisation largely determine the answer.</li>
</ol>
<blockquote>Buy where you are content to be like everyone else. Build where you cannot afford to be.</blockquote>
<h2>Revisit the decision</h2>
<p>Build versus buy is not a permanent classification. Capabilities that were differentiating five years ago, such as recommendation engines or search, may now be available as solid commercial products. Equally, a bought system can become strategic as the business model changes. Review the classification of major capabilities annually as part of the technology strategy, and be willing to migrate in either direction when the answer changes.</p>
<p>The best build-versus-buy decisions are rarely about software at all. They are about where the company chooses to spend its scarcest resource: the attention of its best engineers.</p>`,
    author: "Rafael Moreno",
    categories: ["tech-strategy-architecture", "ecosystem-partners"],
    tags: ["Build vs Buy", "Technology Strategy", "Software Procurement", "Differentiation"],
    faqs: [
      {
        question: "Where does open-source software fit in a build-versus-buy decision?",
        answer:
          "Open source is usually a form of building with a head start. It removes licence fees but not the cost of integration, security maintenance and upgrades, which remain yours unless you buy commercial support.",
      },
      {
        question: "What should we do when a vendor product needs heavy customisation to fit our processes?",
        answer:
          "First test whether your processes genuinely need to differ from the standard. If they do, the capability may be differentiating, and building or choosing a more flexible platform is often cheaper over its lifetime.",
      },
      {
        question: "Who should own the build-versus-buy decision?",
        answer:
          "The CTO should own the framework and the technical recommendation, with the business owner of the capability accountable for confirming whether it is truly differentiating.",
      },
    ],
    readTime: 3,
    publishedAt: "2025-05-27T09:00:00.000Z",
    featured: false,
    bannerUrl: "/images/banners/tech-strategy-architecture.svg",
  },
  {
    title: "Reporting Technology Risk to the Board on a Single Page",
    slug: "reporting-technology-risk-to-the-board-on-a-single-page",
    summary:
      "Dozens of pages of heat maps do not support board oversight. A single page of business-framed risk scenarios, appetite, actions and leading indicators does the job far better.",
    content: `<p>Board members increasingly accept that technology risk is business risk. What they are less sure of is how to oversee it. Many receive technology risk reports that run to dozens of pages of heat maps, control percentages and vulnerability counts, and come away no clearer about whether the company is exposed. The fault rarely lies with the board. A report that cannot be understood in ten minutes does not support oversight; it substitutes volume for judgement.</p>
<p>A single page, well constructed, does the job better.</p>
<h2>Report risks in business terms</h2>
<p>Boards think in outcomes: revenue lost, customers harmed, regulatory penalties, reputational damage. Technology risks should be framed the same way. "Unpatched critical vulnerabilities on internet-facing systems" is an input. "A successful attack on our customer portal could expose payment data for around two hundred thousand customers and halt online sales for several days" is a risk the board can weigh.</p>
<p>Limit the page to the five to eight risks that genuinely matter, each expressed as a scenario with an estimated impact range. Ranges are more honest than single figures, and boards are used to them from financial forecasting.</p>
<h2>The structure of the page</h2>
<p>For each risk, show:</p>
<ul>
<li><strong>The scenario</strong> in one sentence of business language.</li>
<li><strong>Current exposure</strong> as a simple rating with a short justification, and whether it is rising, stable or falling since the last report.</li>
<li><strong>Risk appetite</strong> as agreed with the board, and whether current exposure sits within it.</li>
<li><strong>Key actions</strong> under way to reduce exposure, each with an owner and a date.</li>
<li><strong>A leading indicator</strong> that would show early whether things are improving, such as time to patch critical vulnerabilities or the proportion of critical systems with tested recovery.</li>
</ul>
<p>Beneath the risks, add two short sections: material changes since the last report, including incidents and near misses, and decisions or support required from the board. The last section is the one most often left out, and it is the reason the report exists.</p>
<h2>Be honest about uncertainty</h2>
<p>The temptation is to present a reassuring picture. Resist it. Boards lose confidence in a CTO whose reports are uniformly green until an incident reveals otherwise. It is far better to say that exposure on a particular risk is above appetite, explain why, and set out what it would take to close the gap, including the cost.</p>
<blockquote>A board can work with bad news delivered early. It cannot work with good news that turns out to be wrong.</blockquote>
<p>Equally, avoid false precision. Scoring models that multiply likelihood by impact to two decimal places suggest a rigour the underlying data rarely supports. Where you do use quantitative methods, present the assumptions alongside the numbers.</p>
<h2>Make it a conversation, not a submission</h2>
<p>The page should open a discussion, not replace one. Agree with the chair of the audit or risk committee how often technology risk is discussed in depth, typically once or twice a year, with the single page reviewed at each regular meeting. Use the in-depth sessions to walk through one scenario in detail, perhaps drawing on a recent exercise or external assessment.</p>
<p>Finally, test the report on a non-executive director before it goes to the full board. If they cannot explain back the top three risks and what the company is doing about them, rewrite it. The measure of a board report is not what it contains, but what the board understands after reading it.</p>`,
    author: "Aiko Tanaka",
    categories: ["cybersecurity-risk"],
    tags: ["Board Reporting", "Risk Management", "Governance", "Cyber Risk"],
    faqs: [
      {
        question: "How many technology risks should appear in a board report?",
        answer:
          "Typically five to eight. More than that dilutes attention, and lower-priority risks belong in the management risk register that sits beneath the board view.",
      },
      {
        question: "Should cyber risk be reported separately from other technology risks?",
        answer:
          "It can have its own detailed review, but the board summary works best when cyber risk sits alongside resilience, delivery and third-party risks, so that the trade-offs between them are visible.",
      },
      {
        question: "Is it worth quantifying technology risks in financial terms for the board?",
        answer:
          "Financial ranges help boards compare technology risks with other business risks. Present them as estimates with stated assumptions rather than as precise figures.",
      },
    ],
    readTime: 3,
    publishedAt: "2024-08-29T09:00:00.000Z",
    featured: false,
    bannerUrl: "/images/banners/cybersecurity-risk.svg",
  },
  {
    title: "Data Contracts: The Unglamorous Fix for Untrustworthy Analytics",
    slug: "data-contracts-the-unglamorous-fix-for-untrustworthy-analytics",
    summary:
      "Dashboards break when upstream applications change their data without warning, and AI systems fail more quietly still. Data contracts make those dependencies explicit and enforced.",
    content: `<p>Ask the executive team of most mid-sized companies whether they trust their dashboards, and the honest answer is "mostly". Ask the data team why, and you will hear a familiar story: an upstream application changed a field, renamed a table or altered the meaning of a status code, and the analytics pipeline either broke loudly or, worse, kept running with quietly wrong numbers. The same fragility now threatens AI initiatives, which depend on the same data and fail in less visible ways.</p>
<p>Data contracts are a deliberately unglamorous answer to this problem. They are worth the effort.</p>
<h2>What a data contract is</h2>
<p>A data contract is an explicit, versioned agreement between the team that produces data and the teams that consume it. It specifies the structure of the data, the meaning of each field, quality expectations such as completeness and freshness, and the process for changing any of these. Crucially, it is enforced in the producer's delivery pipeline, so a change that would break the contract fails a check before it reaches production, just as a breaking change to a public interface would.</p>
<p>The idea is not new. What has changed is that more organisations now treat operational data as a product in its own right, with consumers who deserve the same stability as the users of an external interface.</p>
<h2>Where to start</h2>
<p>Trying to put contracts on every dataset at once is a reliable way to stall. Start where the cost of failure is highest:</p>
<ol>
<li>Identify the handful of metrics the executive team and the board rely on, such as revenue, active customers and churn.</li>
<li>Trace each one back to the source systems and events that feed it.</li>
<li>Put contracts on those sources first, agreed between the producing application team and the data team.</li>
<li>Add automated checks in the producer's pipeline, and monitoring of freshness and volume in the data platform.</li>
</ol>
<p>This focused approach typically covers a small fraction of the data estate but the large majority of business-critical reporting. It also produces a visible win: the next time someone asks whether the revenue figure is right, the answer comes with evidence.</p>
<h2>The organisational part is the hard part</h2>
<p>The tooling for data contracts is straightforward. The difficulty is that contracts shift responsibility. Application teams that previously treated their database as a private implementation detail become accountable for the data they publish. Some will resist, reasonably, on the grounds that it slows them down.</p>
<p>Three things help. First, apply contracts to published data, such as events or dedicated interfaces, rather than to internal tables, so that teams keep their freedom over internals. Second, show producing teams who depends on their data and how; engineers respond well to learning that the board pack relies on their event stream. Third, make it an explicit leadership expectation rather than a request from the data team.</p>
<blockquote>Every organisation already has data contracts. In most of them, the contracts are implicit, unwritten and discovered only when they are broken.</blockquote>
<h2>Why it matters more with AI</h2>
<p>Machine learning models, and the retrieval systems behind language model applications, amplify data problems. A silently changed field can degrade predictions for weeks before anyone notices, and there is often no error message to catch. Contracts, with their explicit semantics and quality checks, are one of the most practical foundations for AI work that will still be reliable a year after launch.</p>
<p>For a CTO, the ask is modest: fund a small initiative, sponsor it visibly, and measure it by the number of critical metrics whose sources are under contract. It will never feature in a conference keynote, and that is rather the point.</p>`,
    author: "Samuel Achterberg",
    categories: ["ai-data-emerging-tech", "tech-operations-delivery"],
    tags: ["Data Contracts", "Data Quality", "Analytics", "Data Governance", "AI Readiness"],
    faqs: [
      {
        question: "Are data contracts only relevant for companies with a data mesh architecture?",
        answer:
          "No. They are useful in any architecture where the teams producing data differ from the teams consuming it, including a central data warehouse model.",
      },
      {
        question: "Who should own a data contract?",
        answer:
          "The producing team owns the contract and is accountable for meeting it. Consuming teams are responsible for stating their requirements and registering their dependency.",
      },
      {
        question: "Do data contracts require specialist tooling?",
        answer:
          "Not at the outset. Schema definitions in version control, validation in the producer's pipeline and basic freshness monitoring cover most needs; specialist tools become useful at larger scale.",
      },
    ],
    readTime: 3,
    publishedAt: "2025-09-09T07:00:00.000Z",
    featured: false,
    bannerUrl: "/images/banners/ai-data-emerging-tech.svg",
  },
];
