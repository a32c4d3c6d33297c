// The demo plant: structure, customer companies, demo sign-ins and the start-up seeding sequence.
// (E2's production-history.ts and simulator.ts live beside these and are imported directly.)
export { seedDemoStructure } from './plant-structure';
export { planDemoPlant, DEFAULT_DEMO_SEED, type DemoPlantOptions, type DemoPlantPlan } from './plant-plan';
export { seedCustomerCompanies, defaultCustomerNames, type CustomerSeedOptions } from './customer-companies';
export { DEMO_PLANT_NAME, DEMO_PLANT_USERS, CUSTOMER_ADMIN_PASSWORD, customerAdmin, demoCredentials, prehashDemoPasswords, type DemoUser } from './demo-users';
export { seedDemoPlant, needsDemoSeed, SEED_STEPS, type DemoPlantSeedOptions } from './seed-demo-plant';
export { parseSeedArgs, type SeedArgs } from './seed-args';
