/*
 * Development translation provider for the reading bar's language translator.
 *
 * WHAT THIS IS: a stand-in, not a translation service. It translates only from the glossary
 * below, which covers the demo reading on /demo/keywords/ (every sentence, split where the
 * keywords split it), the keyword terms and a few headings and words of the seeded climate
 * lesson, in the eleven languages the reading bar offers besides English. Any other text is left
 * as it is. It defines the provider API of docs/translation-provider.md, which an adapter for
 * the real translation provider defines in production.
 */
/* global window, NodeFilter */
(function () {
  'use strict';
  if (window.CoursesTranslator) return; // included twice: keep the first copy and its records

  const LANGUAGES = [
    { code: 'ar', name: 'Arabic', dir: 'rtl' },
    { code: 'zh-CN', name: 'Chinese (Simplified)', dir: 'ltr' },
    { code: 'zh-TW', name: 'Chinese (Traditional)', dir: 'ltr' },
    { code: 'en', name: 'English', dir: 'ltr' },
    { code: 'fr', name: 'French', dir: 'ltr' },
    { code: 'de', name: 'German', dir: 'ltr' },
    { code: 'ht', name: 'Haitian Creole', dir: 'ltr' },
    { code: 'ko', name: 'Korean', dir: 'ltr' },
    { code: 'lt', name: 'Lithuanian', dir: 'ltr' },
    { code: 'pt', name: 'Portuguese', dir: 'ltr' },
    { code: 'es', name: 'Spanish', dir: 'ltr' },
    { code: 'tr', name: 'Turkish', dir: 'ltr' },
  ];

  /** Languages written without spaces between words: the spaces around a text node go. */
  const UNSPACED = new Set(['zh-CN', 'zh-TW']);

  /** Column order of every glossary row after the English source text: the languages' order. */
  const COLUMNS = LANGUAGES.map((language) => language.code).filter((code) => code !== 'en');

  // prettier-ignore
  const GLOSSARY = [
    // /demo/keywords/: each row is one text node of the reading (keywords split the sentences).
    ['Why are some cities colder than others?',
      'لماذا تكون بعض المدن أبرد من غيرها؟', '为什么有些城市比其他城市更冷？', '為什麼有些城市比其他城市更冷？',
      'Pourquoi certaines villes sont-elles plus froides que d’autres ?', 'Warum sind manche Städte kälter als andere?',
      'Poukisa kèk vil pi frèt pase lòt?', '왜 어떤 도시는 다른 도시보다 더 추울까요?', 'Kodėl kai kurie miestai šaltesni už kitus?',
      'Por que algumas cidades são mais frias do que outras?', '¿Por qué algunas ciudades son más frías que otras?',
      'Neden bazı şehirler diğerlerinden daha soğuk?'],
    ['Look at a weather map in July and the air',
      'انظر إلى خريطة الطقس في شهر يوليو وستلاحظ أن', '看一看七月的天气图，空气', '看一看七月的天氣圖，空氣',
      'Regardez une carte météo en juillet : la', 'Sieh dir im Juli eine Wetterkarte an: Die',
      'Gade yon kat meteyo nan mwa jiyè epi w ap wè', '7월의 일기도를 보면 공기', 'Pažiūrėkite į liepos mėnesio orų žemėlapį: oro',
      'Observe um mapa do tempo em julho: a', 'Mira un mapa del tiempo en julio: la',
      'Temmuz ayında bir hava durumu haritasına bakın:'],
    ['changes a lot from place to place: on the same afternoon it can be 30 °C in Madrid and 12 °C in Reykjavik.',
      'في الهواء تتغير كثيرًا من مكان إلى آخر: في بعد الظهر نفسه قد تكون 30 °C في مدريد و12 °C في ريكيافيك.',
      '在不同地方差别很大：同一个下午，马德里可能是 30 °C，而雷克雅未克只有 12 °C。',
      '在不同地方差別很大：同一個下午，馬德里可能是 30 °C，而雷克雅維克只有 12 °C。',
      'de l’air change beaucoup d’un endroit à l’autre : le même après-midi, il peut faire 30 °C à Madrid et 12 °C à Reykjavik.',
      'der Luft ändert sich stark von Ort zu Ort: Am selben Nachmittag können es in Madrid 30 °C und in Reykjavik 12 °C sein.',
      'lè a chanje anpil de yon kote a yon lòt: menm apremidi a, li ka fè 30 °C nan Madrid ak 12 °C nan Reykjavik.',
      '변화가 장소마다 매우 큽니다. 같은 오후에 마드리드는 30 °C, 레이캬비크는 12 °C일 수 있습니다.',
      'labai skiriasi įvairiose vietose: tą pačią popietę Madride gali būti 30 °C, o Reikjavike – 12 °C.',
      'do ar muda muito de um lugar para outro: na mesma tarde, pode fazer 30 °C em Madri e 12 °C em Reykjavik.',
      'del aire cambia mucho de un lugar a otro: la misma tarde puede hacer 30 °C en Madrid y 12 °C en Reikiavik.',
      'yerden yere çok değişir: aynı öğleden sonra Madrid’de 30 °C, Reykjavik’te 12 °C olabilir.'],
    ['One reason is',
      'أحد الأسباب هو', '原因之一是', '原因之一是', 'L’une des raisons est la', 'Ein Grund ist der', 'Youn nan rezon yo se',
      '한 가지 이유는', 'Viena iš priežasčių yra', 'Um dos motivos é a', 'Una de las razones es la', 'Nedenlerden biri'],
    [', how far a city lies from the equator. Far from the equator, sunlight reaches the ground at a low angle and spreads over a larger area, so it warms the ground less.',
      '، أي مدى بُعد المدينة عن خط الاستواء. بعيدًا عن خط الاستواء، يصل ضوء الشمس إلى الأرض بزاوية منخفضة وينتشر على مساحة أكبر، فيُدفئ الأرض بدرجة أقل.',
      '，也就是城市离赤道有多远。远离赤道的地方，阳光以较低的角度照到地面，分散在更大的面积上，所以地面被加热得更少。',
      '，也就是城市離赤道有多遠。遠離赤道的地方，陽光以較低的角度照到地面，分散在更大的面積上，所以地面被加熱得更少。',
      ', c’est-à-dire la distance entre une ville et l’équateur. Loin de l’équateur, la lumière du soleil atteint le sol sous un angle faible et se répartit sur une plus grande surface : elle réchauffe donc moins le sol.',
      ', also wie weit eine Stadt vom Äquator entfernt liegt. Fern vom Äquator trifft das Sonnenlicht in einem flachen Winkel auf den Boden und verteilt sich auf eine größere Fläche, deshalb erwärmt es den Boden weniger.',
      ', sa vle di ki distans yon vil ye de ekwatè a. Lwen ekwatè a, limyè solèy la rive sou tè a ak yon ang ki ba epi li gaye sou yon pi gwo espas, kidonk li chofe tè a mwens.',
      ', 즉 도시가 적도에서 얼마나 멀리 떨어져 있는지입니다. 적도에서 멀어질수록 햇빛이 낮은 각도로 땅에 닿아 더 넓은 면적에 퍼지므로 땅을 덜 데웁니다.',
      ', t. y. kaip toli miestas yra nuo pusiaujo. Toli nuo pusiaujo saulės šviesa pasiekia žemę mažu kampu ir pasiskirsto didesniame plote, todėl žemę šildo mažiau.',
      ', a distância entre uma cidade e a linha do equador. Longe do equador, a luz do sol chega ao solo num ângulo baixo e se espalha por uma área maior, por isso aquece menos o solo.',
      ', es decir, a qué distancia está una ciudad del ecuador. Lejos del ecuador, la luz del sol llega al suelo con un ángulo bajo y se reparte sobre un área mayor, así que calienta menos el suelo.',
      ', yani bir şehrin ekvatora ne kadar uzak olduğudur. Ekvatordan uzakta güneş ışığı yere düşük bir açıyla ulaşır ve daha geniş bir alana yayılır, bu yüzden yeri daha az ısıtır.'],
    ['Seasons depend on the',
      'تعتمد الفصول على', '季节取决于所在的', '季節取決於所在的', 'Les saisons dépendent de leur', 'Die Jahreszeiten hängen auch von der',
      'Sezon yo depann de', '또한 사는 곳의', 'Metų laikus lemia', 'As estações dependem também do', 'Las estaciones dependen también del',
      'Mevsimleri'],
    ['too. When it is summer in the north it is winter in the south, so a fair comparison looks at the same season in both.',
      'أيضًا. عندما يكون الصيف في الشمال يكون الشتاء في الجنوب، لذلك تنظر المقارنة العادلة إلى الفصل نفسه في كليهما.',
      '也一样。北半球是夏天时，南半球是冬天，所以公平的比较要看两边的同一个季节。',
      '也一樣。北半球是夏天時，南半球是冬天，所以公平的比較要看兩邊的同一個季節。',
      'aussi. Quand c’est l’été au nord, c’est l’hiver au sud : une comparaison juste regarde donc la même saison des deux côtés.',
      'ab. Wenn im Norden Sommer ist, ist im Süden Winter, deshalb betrachtet ein fairer Vergleich in beiden dieselbe Jahreszeit.',
      'a tou. Lè se ete nan nò, se ivè nan sid, kidonk yon bon konparezon gade menm sezon an nan toude.',
      '역시 계절에 영향을 줍니다. 북쪽이 여름일 때 남쪽은 겨울이므로, 공정하게 비교하려면 두 곳의 같은 계절을 봐야 합니다.',
      '– ir tai svarbu. Kai šiaurėje vasara, pietuose žiema, todėl sąžiningas palyginimas žiūri į tą patį metų laiką abiejuose.',
      'em que se está. Quando é verão no norte, é inverno no sul, por isso uma comparação justa olha para a mesma estação nos dois.',
      'en el que se está. Cuando es verano en el norte, es invierno en el sur, así que una comparación justa mira la misma estación en ambos.',
      'de belirler. Kuzeyde yaz olduğunda güneyde kış olur, bu yüzden adil bir karşılaştırma her ikisinde de aynı mevsime bakar.'],
    ['To describe the climate of a city, scientists take the',
      'لوصف مناخ مدينة ما، يأخذ العلماء', '为了描述一个城市的气候，科学家会取多年测量数据的', '為了描述一個城市的氣候，科學家會取多年測量資料的',
      'Pour décrire le climat d’une ville, les scientifiques calculent la', 'Um das Klima einer Stadt zu beschreiben, bilden Wissenschaftler den',
      'Pou dekri klima yon vil, syantis yo pran', '도시의 기후를 설명하기 위해 과학자들은 여러 해 동안 측정한 값의',
      'Miesto klimatui apibūdinti mokslininkams svarbus', 'Para descrever o clima de uma cidade, os cientistas calculam a',
      'Para describir el clima de una ciudad, los científicos calculan el', 'Bir şehrin iklimini tanımlamak için bilim insanları'],
    ['of many years of measurements. The',
      'لسنوات عديدة من القياسات. أما', '。而', '。而', 'de nombreuses années de mesures. Leur', 'aus vielen Jahren von Messungen. Die',
      'plizyè ane mezi. Kanta', '값을 구합니다. 또한', ', apskaičiuotas iš daugelio metų matavimų. O', 'de muitos anos de medições. A',
      'de muchos años de mediciones. El', 'değeri kullanır: uzun yılların ölçümlerinden hesaplanır. Öte yandan'],
    [', the warmest minus the coldest, tells how much the weather changes, and the',
      '، أي الأدفأ ناقص الأبرد، فيبيّن مقدار تغيّر الطقس، بينما', '，即最高值减去最低值，说明天气变化有多大；', '，即最高值減去最低值，說明天氣變化有多大；',
      ', la plus chaude moins la plus froide, indique à quel point le temps varie, et la',
      ', der wärmste minus der kälteste Wert, zeigt, wie stark sich das Wetter ändert, und der',
      ', ki se pi cho a mwens pi frèt la, li montre konbyen tan an chanje, epi',
      ', 즉 가장 따뜻한 값에서 가장 추운 값을 뺀 것은 날씨가 얼마나 변하는지 알려 주고,',
      ', t. y. šilčiausia minus šalčiausia reikšmė, rodo, kiek keičiasi orai, o',
      ', a mais quente menos a mais fria, mostra o quanto o tempo muda, e a',
      ', el valor más cálido menos el más frío, indica cuánto cambia el tiempo, y la',
      ', yani en sıcak eksi en soğuk değer, havanın ne kadar değiştiğini gösterir;'],
    ['gives a typical value that one freak heatwave cannot pull up.',
      'يعطي قيمة نموذجية لا تستطيع موجة حرّ استثنائية واحدة أن ترفعها.', '则给出一个典型值，一次异常的热浪也无法把它拉高。', '則給出一個典型值，一次異常的熱浪也無法把它拉高。',
      'donne une valeur typique qu’une canicule exceptionnelle ne peut pas faire monter.',
      'gibt einen typischen Wert, den eine einzelne außergewöhnliche Hitzewelle nicht nach oben ziehen kann.',
      'bay yon valè tipik ke yon vag chalè ekstraòdinè pa ka fè monte.',
      '역시 전형적인 값을 알려 주는데, 한 번의 이상 폭염도 이 값을 끌어올리지 못합니다.',
      'nurodo tipinę reikšmę, kurios viena neįprasta karščio banga negali pakelti.',
      'dá um valor típico que uma onda de calor excepcional não consegue puxar para cima.',
      'da un valor típico que una ola de calor excepcional no puede hacer subir.',
      'ise tek bir aşırı sıcak hava dalgasının yukarı çekemeyeceği tipik bir değer verir.'],
    // Headings of the seeded climate lesson.
    ['Weather or climate?', 'الطقس أم المناخ؟', '天气还是气候？', '天氣還是氣候？', 'Météo ou climat ?', 'Wetter oder Klima?',
      'Tan oswa klima?', '날씨일까, 기후일까?', 'Orai ar klimatas?', 'Tempo ou clima?', '¿Tiempo o clima?', 'Hava mı, iklim mi?'],
    ['Reading a value', 'قراءة قيمة', '读取一个数值', '讀取一個數值', 'Lire une valeur', 'Einen Wert ablesen', 'Li yon valè',
      '값 읽기', 'Reikšmės skaitymas', 'Ler um valor', 'Leer un valor', 'Bir değeri okumak'],
    ['Putting it in words', 'التعبير بالكلمات', '用文字表达', '用文字表達', 'Le dire avec des mots', 'In Worte fassen',
      'Di sa ak pwòp mo ou', '말로 표현하기', 'Išsakykime žodžiais', 'Pôr em palavras', 'Explicarlo con palabras', 'Kelimelere dökmek'],
    ['Did you know?', 'هل تعلم؟', '你知道吗？', '你知道嗎？', 'Le saviez-vous ?', 'Wusstest du schon?', 'Èske w te konnen?',
      '알고 있었나요?', 'Ar žinojai?', 'Você sabia?', '¿Sabías que...?', 'Biliyor muydunuz?'],
    // Keyword terms and common words of the demo content, also used inside other text.
    ['temperature', 'درجة الحرارة', '温度', '溫度', 'température', 'Temperatur', 'tanperati', '온도', 'temperatūra', 'temperatura', 'temperatura', 'sıcaklık'],
    ['latitude', 'خط العرض', '纬度', '緯度', 'latitude', 'Breitengrad', 'latitid', '위도', 'platuma', 'latitude', 'latitud', 'enlem'],
    ['hemisphere', 'نصف الكرة الأرضية', '半球', '半球', 'hémisphère', 'Hemisphäre', 'emisfè', '반구', 'pusrutulis', 'hemisfério', 'hemisferio', 'yarımküre'],
    ['average', 'المتوسط', '平均值', '平均值', 'moyenne', 'Durchschnitt', 'mwayèn', '평균', 'vidurkis', 'média', 'promedio', 'ortalama'],
    ['range', 'المدى', '极差', '全距', 'étendue', 'Spannweite', 'etandi', '범위', 'diapazonas', 'amplitude', 'rango', 'açıklık'],
    ['median', 'الوسيط', '中位数', '中位數', 'médiane', 'Median', 'medyàn', '중앙값', 'mediana', 'mediana', 'mediana', 'ortanca'],
    ['outlier', 'قيمة شاذة', '异常值', '離群值', 'valeur aberrante', 'Ausreißer', 'valè aberan', '이상값', 'išskirtis', 'valor atípico', 'valor atípico', 'aykırı değer'],
    ['climate', 'المناخ', '气候', '氣候', 'climat', 'Klima', 'klima', '기후', 'klimatas', 'clima', 'clima', 'iklim'],
    ['weather', 'الطقس', '天气', '天氣', 'météo', 'Wetter', 'tan', '날씨', 'orai', 'tempo', 'tiempo', 'hava'],
    ['city', 'مدينة', '城市', '城市', 'ville', 'Stadt', 'vil', '도시', 'miestas', 'cidade', 'ciudad', 'şehir'],
    ['cities', 'مدن', '城市', '城市', 'villes', 'Städte', 'vil', '도시', 'miestai', 'cidades', 'ciudades', 'şehirler'],
    ['summer', 'الصيف', '夏天', '夏天', 'été', 'Sommer', 'ete', '여름', 'vasara', 'verão', 'verano', 'yaz'],
    ['winter', 'الشتاء', '冬天', '冬天', 'hiver', 'Winter', 'ivè', '겨울', 'žiema', 'inverno', 'invierno', 'kış'],
    ['July', 'يوليو', '七月', '七月', 'juillet', 'Juli', 'jiyè', '7월', 'liepa', 'julho', 'julio', 'Temmuz'],
    ['January', 'يناير', '一月', '一月', 'janvier', 'Januar', 'janvye', '1월', 'sausis', 'janeiro', 'enero', 'Ocak'],
    ['data', 'البيانات', '数据', '資料', 'données', 'Daten', 'done', '데이터', 'duomenys', 'dados', 'datos', 'veri'],
  ];

  const SKIPPED =
    'script, style, noscript, template, textarea, code, pre, svg, math, mjx-container, [translate="no"], .notranslate';

  const normalise = (text) => text.replace(/\s+/g, ' ').trim();
  const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  /**
   * Per language: glossary rows by their lower-cased English ({ english, translated }), and one
   * pattern that finds any of them inside other text, longest first.
   */
  const dictionaries = new Map();
  COLUMNS.forEach((code, column) => {
    const rows = new Map();
    for (const row of GLOSSARY) {
      const english = normalise(row[0]);
      rows.set(english.toLowerCase(), { english, translated: row[column + 1] });
    }
    const phrases = [...rows.keys()].sort((a, b) => b.length - a.length);
    const alternatives = phrases.map((phrase) => escapeRegExp(phrase).replace(/ /g, '\\s+'));
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`,
      'giu',
    );
    dictionaries.set(code, { rows, pattern });
  });

  function startsUpperCase(text) {
    const first = text.charAt(0);
    return first !== first.toLocaleLowerCase() && first === first.toLocaleUpperCase();
  }

  /**
   * The glossary's translation, capitalised where the text capitalises a word the glossary
   * writes in lower case (it starts a sentence). Names the glossary capitalises (July) are
   * written as each language writes them.
   */
  function translationOf(row, found) {
    if (startsUpperCase(found) && !startsUpperCase(row.english)) {
      return row.translated.charAt(0).toLocaleUpperCase() + row.translated.slice(1);
    }
    return row.translated;
  }

  /** Closing punctuation attaches to what comes before: no space in front of it. */
  const CLOSING = /^[,.;:!?)\]}،。，、；：！？]/u;

  function translateText(text, code) {
    const dictionary = dictionaries.get(code);
    const core = normalise(text);
    if (!dictionary || !core) return text;
    let lead = /^\s*/.exec(text)[0];
    let trail = /\s*$/.exec(text)[0];
    const whole = dictionary.rows.get(core.toLowerCase());
    if (whole) {
      const translated = translationOf(whole, core);
      if (UNSPACED.has(code) || CLOSING.test(translated)) lead = '';
      if (UNSPACED.has(code)) trail = '';
      return lead + translated + trail;
    }
    // Phrase by phrase inside the original text (keeping its own spacing); unknown words stay.
    return text.replace(dictionary.pattern, (match) => {
      const row = dictionary.rows.get(normalise(match).toLowerCase());
      return row ? translationOf(row, match) : match;
    });
  }

  /** Text node -> { original, translated }: what restore() puts back, and what we last wrote. */
  const records = new WeakMap();
  /** Element -> its own lang and dir before the first translation. */
  const savedAttributes = new WeakMap();

  function textNodes(element) {
    const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const nodes = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node);
    return nodes;
  }

  function setAttribute(element, name, value) {
    if (value === null) element.removeAttribute(name);
    else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }

  function restore(element) {
    for (const node of textNodes(element)) {
      const record = records.get(node);
      if (!record) continue;
      if (node.data === record.translated) node.data = record.original;
      records.delete(node);
    }
    const saved = savedAttributes.get(element);
    if (saved) {
      setAttribute(element, 'lang', saved.lang);
      setAttribute(element, 'dir', saved.dir);
      savedAttributes.delete(element);
    }
  }

  function translate(element, code) {
    const language = LANGUAGES.find((candidate) => candidate.code === code);
    if (!language) return Promise.reject(new Error('Unknown language: ' + code));
    if (code === 'en') {
      restore(element);
      return Promise.resolve();
    }
    for (const node of textNodes(element)) {
      const parent = node.parentElement;
      if (!parent || parent.closest(SKIPPED)) continue;
      const record = records.get(node);
      // Text someone else changed since we last wrote it is the new original.
      const original = record && node.data === record.translated ? record.original : node.data;
      const translated = translateText(original, code);
      if (node.data !== translated) node.data = translated;
      if (translated !== original) records.set(node, { original, translated });
      else records.delete(node);
    }
    if (!savedAttributes.has(element)) {
      savedAttributes.set(element, {
        lang: element.getAttribute('lang'),
        dir: element.getAttribute('dir'),
      });
    }
    setAttribute(element, 'lang', code);
    setAttribute(element, 'dir', language.dir);
    return Promise.resolve();
  }

  window.CoursesTranslator = Object.freeze({
    version: '1.0.0-dev',
    sourceLanguage: 'en',
    languages: LANGUAGES.map((language) => Object.freeze({ ...language })),
    translate,
    restore,
  });
})();
