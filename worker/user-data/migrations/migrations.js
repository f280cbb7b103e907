import journal from './meta/_journal.json';
import m0000 from './0000_weights.sql';
import m0001 from './0001_favorites.sql';
import m0002 from './0002_own_foods.sql';
import m0003 from './0003_photos.sql';
import m0004 from './0004_ai_usage.sql';
import m0005 from './0005_meals.sql';
import m0006 from './0006_streak_through.sql';

  export default {
    journal,
    migrations: {
      m0000,
m0001,
m0002,
m0003,
m0004,
m0005,
m0006
    }
  }
  