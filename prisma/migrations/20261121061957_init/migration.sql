-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "Locale" AS ENUM ('en', 'nl', 'fr', 'de');

-- CreateEnum
CREATE TYPE "PropertyStatus" AS ENUM ('AVAILABLE', 'UNDER_OPTION', 'SOLD', 'RENTED', 'WITHDRAWN');

-- CreateEnum
CREATE TYPE "JudicialDecision" AS ENUM ('NONE', 'NO', 'YES', 'IN_APPLICATION');

-- CreateEnum
CREATE TYPE "Orientation" AS ENUM ('N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW');

-- CreateEnum
CREATE TYPE "Condition" AS ENUM ('NEW', 'EXCELLENT', 'GOOD', 'TO_REFRESH', 'TO_RENOVATE', 'TO_DEMOLISH');

-- CreateEnum
CREATE TYPE "Heating" AS ENUM ('GAS', 'FUEL_OIL', 'ELECTRIC', 'HEAT_PUMP', 'WOOD_PELLETS', 'DISTRICT');

-- CreateEnum
CREATE TYPE "Kitchen" AS ENUM ('NONE', 'KITCHENETTE', 'SEMI_EQUIPPED', 'EQUIPPED', 'FULLY_EQUIPPED');

-- CreateEnum
CREATE TYPE "Glazing" AS ENUM ('SINGLE', 'DOUBLE', 'TRIPLE');

-- CreateEnum
CREATE TYPE "WindowFrame" AS ENUM ('WOOD', 'PVC', 'ALUMINIUM', 'STEEL');

-- CreateEnum
CREATE TYPE "RoofType" AS ENUM ('TILES', 'SLATE', 'FLAT', 'ZINC', 'THATCH');

-- CreateEnum
CREATE TYPE "FloorCover" AS ENUM ('TILES', 'PARQUET', 'LAMINATE', 'CARPET', 'CONCRETE', 'VINYL', 'NATURAL_STONE');

-- CreateEnum
CREATE TYPE "ContractType" AS ENUM ('SALE', 'LIFE_ANNUITY', 'MAIN_RESIDENCE_9_YEARS', 'SHORT_TERM', 'STUDENT', 'COMMERCIAL', 'OTHER');

-- CreateEnum
CREATE TYPE "Availability" AS ENUM ('IMMEDIATE', 'AT_DEED', 'BY_ARRANGEMENT', 'FROM_DATE');

-- CreateEnum
CREATE TYPE "Environment" AS ENUM ('URBAN', 'SUBURBAN', 'RESIDENTIAL', 'RURAL', 'COMMERCIAL', 'INDUSTRIAL');

-- CreateEnum
CREATE TYPE "AsbestosCertificate" AS ENUM ('NOT_REQUIRED', 'ASBESTOS_SAFE', 'NOT_ASBESTOS_SAFE', 'PENDING');

-- CreateEnum
CREATE TYPE "FloodRiskArea" AS ENUM ('NONE', 'POSSIBLE', 'EFFECTIVE');

-- CreateEnum
CREATE TYPE "FloodScore" AS ENUM ('A', 'B', 'C', 'D');

-- CreateEnum
CREATE TYPE "VatRegime" AS ENUM ('REGISTRATION_DUTIES', 'VAT_21', 'VAT_6');

-- CreateEnum
CREATE TYPE "ViagerType" AS ENUM ('OCCUPIED', 'FREE');

-- CreateEnum
CREATE TYPE "Sex" AS ENUM ('MALE', 'FEMALE');

-- CreateEnum
CREATE TYPE "ProjectStatus" AS ENUM ('PLANNED', 'UNDER_CONSTRUCTION', 'DELIVERED');

-- CreateEnum
CREATE TYPE "UnitStatus" AS ENUM ('AVAILABLE', 'OPTION', 'SOLD');

-- CreateEnum
CREATE TYPE "ContentKind" AS ENUM ('PAGE', 'BLOG_POST', 'COMPANY_VALUE');

-- CreateEnum
CREATE TYPE "FormKind" AS ENUM ('CONTACT', 'VALUATION', 'ONLINE_VALUATION', 'VISIT_REQUEST', 'MORE_INFO', 'DOCUMENT_REQUEST', 'PROJECT_CONTACT', 'SEND_TO_FRIEND', 'TESTIMONIAL', 'JOB', 'INSURANCE', 'MANAGED_PROPERTY', 'PURCHASE_OFFER', 'RENTAL_APPLICATION', 'DEMAND_REGISTER', 'NEWSLETTER', 'APPOINTMENT');

-- CreateEnum
CREATE TYPE "MailStatus" AS ENUM ('PENDING', 'SENDING', 'SENT', 'DEAD');

-- CreateEnum
CREATE TYPE "BookingStatus" AS ENUM ('CONFIRMED', 'CANCELLED');

-- CreateEnum
CREATE TYPE "OwnerEventType" AS ENUM ('COMMUNICATION', 'ONLINE_MEDIA', 'CALENDAR_VISIT');

-- CreateTable
CREATE TABLE "Property" (
    "id" SERIAL NOT NULL,
    "reference" TEXT NOT NULL,
    "goal" SMALLINT NOT NULL,
    "status" "PropertyStatus" NOT NULL DEFAULT 'AVAILABLE',
    "marquee" SMALLINT,
    "categoryId" INTEGER NOT NULL,
    "projectId" INTEGER,
    "managerId" INTEGER,
    "ownerId" INTEGER,
    "isNewBuild" BOOLEAN NOT NULL DEFAULT false,
    "publishAddress" BOOLEAN NOT NULL DEFAULT true,
    "street" TEXT,
    "houseNumber" TEXT,
    "boxNr" TEXT,
    "zip" VARCHAR(10) NOT NULL,
    "city" TEXT NOT NULL,
    "citySlug" TEXT NOT NULL,
    "countryId" SMALLINT NOT NULL DEFAULT 10,
    "countryName" TEXT NOT NULL DEFAULT 'Belgium',
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "price" DECIMAL(12,2),
    "publishPrice" BOOLEAN NOT NULL DEFAULT true,
    "priceOnDemand" BOOLEAN NOT NULL DEFAULT false,
    "priceUnit" SMALLINT,
    "monthlyRent" DECIMAL(12,2),
    "startPrice" DECIMAL(12,2),
    "chargesOwner" DECIMAL(12,2),
    "chargesRenter" DECIMAL(12,2),
    "totalCost" DECIMAL(12,2),
    "notaryFeeExclVat" DECIMAL(12,2),
    "notaryFeeInclVat" DECIMAL(12,2),
    "registeredRight" DECIMAL(12,2),
    "vatValue" DECIMAL(12,2),
    "vatRegime" "VatRegime",
    "constructionCost" DECIMAL(12,2),
    "garagePrice" DECIMAL(12,2),
    "parkingPrice" DECIMAL(12,2),
    "depositAmount" DECIMAL(12,2),
    "agencyCost" DECIMAL(12,2),
    "inventoryCost" DECIMAL(12,2),
    "cadastralIncome" DECIMAL(12,2),
    "realEstateTax" DECIMAL(12,2),
    "totalArea" DOUBLE PRECISION,
    "livingArea" DOUBLE PRECISION,
    "groundArea" DOUBLE PRECISION,
    "plotArea" DOUBLE PRECISION,
    "terraceArea" DOUBLE PRECISION,
    "constructedArea" DOUBLE PRECISION,
    "gardenArea" DOUBLE PRECISION,
    "officeArea" DOUBLE PRECISION,
    "storeArea" DOUBLE PRECISION,
    "frontWidth" DOUBLE PRECISION,
    "plotWidth" DOUBLE PRECISION,
    "bedrooms" SMALLINT,
    "bathrooms" SMALLINT,
    "showerRooms" SMALLINT,
    "toilets" SMALLINT,
    "floors" SMALLINT,
    "floor" SMALLINT,
    "garages" SMALLINT,
    "parkings" SMALLINT,
    "externalParkings" SMALLINT,
    "extraRooms" SMALLINT,
    "facades" SMALLINT,
    "constructionYear" SMALLINT,
    "renovationYear" SMALLINT,
    "hasGas" BOOLEAN,
    "hasWater" BOOLEAN,
    "hasElectricity" BOOLEAN,
    "hasDrain" BOOLEAN,
    "hasLift" BOOLEAN,
    "hasCellar" BOOLEAN,
    "hasTerrace" BOOLEAN,
    "hasGarden" BOOLEAN,
    "hasGarage" BOOLEAN,
    "hasAttic" BOOLEAN,
    "isFurnished" BOOLEAN,
    "hasPool" BOOLEAN,
    "hasParking" BOOLEAN,
    "hasPermit" BOOLEAN,
    "hasAllotmentPermit" BOOLEAN,
    "hasSummons" BOOLEAN,
    "hasPreemptiveRights" BOOLEAN,
    "judicialDecision" "JudicialDecision",
    "planningDesignation" TEXT,
    "areaApplication" TEXT,
    "epcLabel" VARCHAR(16),
    "epcLabelText" TEXT,
    "epcTotal" DOUBLE PRECISION,
    "epcSpec" DOUBLE PRECISION,
    "co2Emission" DOUBLE PRECISION,
    "eLevel" SMALLINT,
    "epcUniqueCode" TEXT,
    "energyCertificateEndsAt" DATE,
    "asbestosCertificate" "AsbestosCertificate",
    "asbestosCertificateDate" DATE,
    "soilCertificate" TEXT,
    "soilCertificateDate" DATE,
    "electricityCertificateOk" BOOLEAN,
    "electricityCertificateDate" DATE,
    "gasCertificateOk" BOOLEAN,
    "gasCertificateDate" DATE,
    "isFloodZone" BOOLEAN,
    "isRiverbankZone" BOOLEAN,
    "floodRiskArea" "FloodRiskArea",
    "floodPScore" "FloodScore",
    "floodGScore" "FloodScore",
    "heating" "Heating",
    "kitchen" "Kitchen",
    "roof" "RoofType",
    "glazing" "Glazing",
    "windowFrame" "WindowFrame",
    "floorCover" "FloorCover",
    "interiorCondition" "Condition",
    "exteriorCondition" "Condition",
    "terraceOrientation" "Orientation",
    "gardenOrientation" "Orientation",
    "rearOrientation" "Orientation",
    "contractType" "ContractType",
    "availability" "Availability",
    "availableFrom" DATE,
    "environment" "Environment",
    "neighbourhoods" TEXT[],
    "pointsOfInterest" TEXT[],
    "subCities" TEXT[],
    "videoUrl" TEXT,
    "virtualTourUrl" TEXT,
    "mobiscorePublicTransport" DOUBLE PRECISION,
    "mobiscoreEducation" DOUBLE PRECISION,
    "mobiscoreShops" DOUBLE PRECISION,
    "mobiscoreLeisure" DOUBLE PRECISION,
    "mobiscoreHealth" DOUBLE PRECISION,
    "mobiscoreEnvironment" DOUBLE PRECISION,
    "mobiscoreNearby" DOUBLE PRECISION,
    "viagerType" "ViagerType",
    "viagerHead1Age" SMALLINT,
    "viagerHead1Sex" "Sex",
    "viagerHead2Age" SMALLINT,
    "viagerHead2Sex" "Sex",
    "viagerBouquet" DECIMAL(12,2),
    "viagerMonthlyRent" DECIMAL(12,2),
    "viagerSurvivorRent" DECIMAL(12,2),
    "viagerIndexed" BOOLEAN,
    "viagerMaxDurationYears" SMALLINT,
    "publishedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Property_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PropertyTranslation" (
    "propertyId" INTEGER NOT NULL,
    "locale" "Locale" NOT NULL,
    "title" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "priceUnitText" TEXT,
    "marqueeName" TEXT,

    CONSTRAINT "PropertyTranslation_pkey" PRIMARY KEY ("propertyId","locale")
);

-- CreateTable
CREATE TABLE "PropertyPhoto" (
    "id" SERIAL NOT NULL,
    "propertyId" INTEGER NOT NULL,
    "position" SMALLINT NOT NULL,
    "url" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,

    CONSTRAINT "PropertyPhoto_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PropertyDocument" (
    "id" SERIAL NOT NULL,
    "propertyId" INTEGER NOT NULL,
    "locale" "Locale",
    "title" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "sizeBytes" INTEGER,
    "requestOnly" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "PropertyDocument_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Category" (
    "id" INTEGER NOT NULL,
    "parentId" INTEGER,
    "name" TEXT NOT NULL,
    "webId" SMALLINT NOT NULL,

    CONSTRAINT "Category_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CategoryTranslation" (
    "categoryId" INTEGER NOT NULL,
    "locale" "Locale" NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "CategoryTranslation_pkey" PRIMARY KEY ("categoryId","locale")
);

-- CreateTable
CREATE TABLE "ConditionRule" (
    "id" SERIAL NOT NULL,
    "field" TEXT NOT NULL,
    "logic" TEXT NOT NULL,
    "advancedCondition" TEXT,
    "compareWithField" TEXT,
    "compareWithValue" TEXT,

    CONSTRAINT "ConditionRule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Project" (
    "id" SERIAL NOT NULL,
    "number" TEXT NOT NULL,
    "status" "ProjectStatus" NOT NULL,
    "deliveryDate" DATE,
    "publicAddress" BOOLEAN NOT NULL DEFAULT true,
    "street" TEXT,
    "houseNumber" TEXT,
    "boxNr" TEXT,
    "zip" VARCHAR(10) NOT NULL,
    "city" TEXT NOT NULL,
    "citySlug" TEXT NOT NULL,
    "countryId" SMALLINT NOT NULL DEFAULT 10,
    "countryName" TEXT NOT NULL DEFAULT 'Belgium',
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "externalUrl" TEXT,
    "managerId" INTEGER,
    "publishedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Project_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProjectTranslation" (
    "projectId" INTEGER NOT NULL,
    "locale" "Locale" NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "situation" TEXT,
    "technical" TEXT,

    CONSTRAINT "ProjectTranslation_pkey" PRIMARY KEY ("projectId","locale")
);

-- CreateTable
CREATE TABLE "ProjectUnit" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "reference" TEXT NOT NULL,
    "floor" SMALLINT NOT NULL,
    "surface" DOUBLE PRECISION NOT NULL,
    "bedrooms" SMALLINT NOT NULL,
    "price" DECIMAL(12,2) NOT NULL,
    "status" "UnitStatus" NOT NULL DEFAULT 'AVAILABLE',

    CONSTRAINT "ProjectUnit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UnitPlan" (
    "id" SERIAL NOT NULL,
    "unitId" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "isPdf" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "UnitPlan_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProjectPhoto" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "position" SMALLINT NOT NULL,
    "url" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,

    CONSTRAINT "ProjectPhoto_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProjectDocument" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "locale" "Locale",
    "title" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "sizeBytes" INTEGER,

    CONSTRAINT "ProjectDocument_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProjectConstruction" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "progress" SMALLINT NOT NULL,

    CONSTRAINT "ProjectConstruction_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ConstructionTitle" (
    "constructionId" INTEGER NOT NULL,
    "locale" "Locale" NOT NULL,
    "title" TEXT NOT NULL,

    CONSTRAINT "ConstructionTitle_pkey" PRIMARY KEY ("constructionId","locale")
);

-- CreateTable
CREATE TABLE "TeamMember" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "photoUrl" TEXT,
    "position" SMALLINT NOT NULL DEFAULT 0,

    CONSTRAINT "TeamMember_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TeamMemberTranslation" (
    "memberId" INTEGER NOT NULL,
    "locale" "Locale" NOT NULL,
    "role" TEXT NOT NULL,
    "bio" TEXT NOT NULL,

    CONSTRAINT "TeamMemberTranslation_pkey" PRIMARY KEY ("memberId","locale")
);

-- CreateTable
CREATE TABLE "Owner" (
    "id" SERIAL NOT NULL,
    "username" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "locale" "Locale" NOT NULL DEFAULT 'fr',
    "managerId" INTEGER,
    "lastLoginAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Owner_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Content" (
    "id" SERIAL NOT NULL,
    "kind" "ContentKind" NOT NULL,
    "key" TEXT NOT NULL,
    "imageUrl" TEXT,
    "publishedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Content_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContentTranslation" (
    "contentId" INTEGER NOT NULL,
    "locale" "Locale" NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "body" JSONB NOT NULL,

    CONSTRAINT "ContentTranslation_pkey" PRIMARY KEY ("contentId","locale")
);

-- CreateTable
CREATE TABLE "Testimonial" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "website" TEXT,
    "imageUrl" TEXT,
    "rating" SMALLINT,
    "originalLocale" "Locale" NOT NULL,
    "postedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "postedBy" TEXT,
    "approved" BOOLEAN NOT NULL DEFAULT false,
    "submissionId" INTEGER,

    CONSTRAINT "Testimonial_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TestimonialTranslation" (
    "testimonialId" INTEGER NOT NULL,
    "locale" "Locale" NOT NULL,
    "aboutYou" TEXT NOT NULL,
    "opinion" TEXT NOT NULL,

    CONSTRAINT "TestimonialTranslation_pkey" PRIMARY KEY ("testimonialId","locale")
);

-- CreateTable
CREATE TABLE "SiteMetadata" (
    "locale" "Locale" NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "googleVerification" TEXT,
    "facebookVerification" TEXT,
    "nortonSafeWeb" TEXT,
    "image" TEXT,
    "robots" TEXT NOT NULL DEFAULT 'index, follow',

    CONSTRAINT "SiteMetadata_pkey" PRIMARY KEY ("locale")
);

-- CreateTable
CREATE TABLE "FormSubmission" (
    "id" SERIAL NOT NULL,
    "kind" "FormKind" NOT NULL,
    "locale" "Locale" NOT NULL,
    "email" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "propertyId" INTEGER,
    "projectId" INTEGER,
    "clientKey" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FormSubmission_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Upload" (
    "id" SERIAL NOT NULL,
    "submissionId" INTEGER NOT NULL,
    "storedName" TEXT NOT NULL,
    "originalName" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "sizeBytes" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Upload_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OutboxMail" (
    "id" SERIAL NOT NULL,
    "messageId" TEXT NOT NULL,
    "submissionId" INTEGER,
    "locale" "Locale" NOT NULL,
    "toAddress" TEXT NOT NULL,
    "replyTo" TEXT,
    "subject" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "icsEvent" TEXT,
    "status" "MailStatus" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lockedUntil" TIMESTAMP(3),
    "lastError" TEXT,
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OutboxMail_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StandingSearch" (
    "id" SERIAL NOT NULL,
    "token" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "locale" "Locale" NOT NULL,
    "firstName" TEXT,
    "lastName" TEXT,
    "goal" SMALLINT NOT NULL,
    "categoryIds" INTEGER[],
    "regions" TEXT[],
    "zips" TEXT[],
    "cities" TEXT[],
    "minPrice" DECIMAL(12,2),
    "maxPrice" DECIMAL(12,2),
    "minBedrooms" SMALLINT,
    "maxBedrooms" SMALLINT,
    "minBathrooms" SMALLINT,
    "minGarages" SMALLINT,
    "needsParking" BOOLEAN NOT NULL DEFAULT false,
    "needsTerrace" BOOLEAN NOT NULL DEFAULT false,
    "needsGarden" BOOLEAN NOT NULL DEFAULT false,
    "confirmedAt" TIMESTAMP(3),
    "stoppedAt" TIMESTAMP(3),
    "lastAlertAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StandingSearch_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StandingSearchAlert" (
    "searchId" INTEGER NOT NULL,
    "propertyId" INTEGER NOT NULL,
    "price" DECIMAL(12,2) NOT NULL,
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StandingSearchAlert_pkey" PRIMARY KEY ("searchId","propertyId")
);

-- CreateTable
CREATE TABLE "NewsletterSubscription" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "locale" "Locale" NOT NULL,
    "token" TEXT NOT NULL,
    "confirmedAt" TIMESTAMP(3),
    "unsubscribedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "NewsletterSubscription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AppointmentSlot" (
    "id" SERIAL NOT NULL,
    "propertyId" INTEGER NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "capacity" SMALLINT NOT NULL DEFAULT 1,
    "booked" SMALLINT NOT NULL DEFAULT 0,

    CONSTRAINT "AppointmentSlot_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AppointmentBooking" (
    "id" SERIAL NOT NULL,
    "slotId" INTEGER NOT NULL,
    "submissionId" INTEGER,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "locale" "Locale" NOT NULL,
    "status" "BookingStatus" NOT NULL DEFAULT 'CONFIRMED',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AppointmentBooking_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PropertyPageView" (
    "propertyId" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "PropertyPageView_pkey" PRIMARY KEY ("propertyId","day")
);

-- CreateTable
CREATE TABLE "OwnerPortalEvent" (
    "id" SERIAL NOT NULL,
    "propertyId" INTEGER NOT NULL,
    "occurredAt" TIMESTAMP(3) NOT NULL,
    "type" "OwnerEventType" NOT NULL,
    "contact" TEXT,
    "subject" TEXT NOT NULL,
    "comment" TEXT,
    "status" TEXT,
    "source" TEXT,

    CONSTRAINT "OwnerPortalEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Property_reference_key" ON "Property"("reference");

-- CreateIndex
CREATE INDEX "Property_goal_status_publishedAt_idx" ON "Property"("goal", "status", "publishedAt" DESC);

-- CreateIndex
CREATE INDEX "Property_goal_price_idx" ON "Property"("goal", "price");

-- CreateIndex
CREATE INDEX "Property_goal_categoryId_price_idx" ON "Property"("goal", "categoryId", "price");

-- CreateIndex
CREATE INDEX "Property_goal_bedrooms_idx" ON "Property"("goal", "bedrooms");

-- CreateIndex
CREATE INDEX "Property_goal_citySlug_idx" ON "Property"("goal", "citySlug");

-- CreateIndex
CREATE INDEX "Property_zip_idx" ON "Property"("zip");

-- CreateIndex
CREATE INDEX "Property_citySlug_idx" ON "Property"("citySlug");

-- CreateIndex
CREATE INDEX "Property_latitude_longitude_idx" ON "Property"("latitude", "longitude");

-- CreateIndex
CREATE INDEX "Property_projectId_idx" ON "Property"("projectId");

-- CreateIndex
CREATE INDEX "Property_ownerId_idx" ON "Property"("ownerId");

-- CreateIndex
CREATE UNIQUE INDEX "PropertyPhoto_propertyId_position_key" ON "PropertyPhoto"("propertyId", "position");

-- CreateIndex
CREATE INDEX "PropertyDocument_propertyId_idx" ON "PropertyDocument"("propertyId");

-- CreateIndex
CREATE INDEX "Category_parentId_idx" ON "Category"("parentId");

-- CreateIndex
CREATE UNIQUE INDEX "Project_number_key" ON "Project"("number");

-- CreateIndex
CREATE INDEX "Project_status_idx" ON "Project"("status");

-- CreateIndex
CREATE UNIQUE INDEX "ProjectUnit_projectId_reference_key" ON "ProjectUnit"("projectId", "reference");

-- CreateIndex
CREATE INDEX "UnitPlan_unitId_idx" ON "UnitPlan"("unitId");

-- CreateIndex
CREATE UNIQUE INDEX "ProjectPhoto_projectId_position_key" ON "ProjectPhoto"("projectId", "position");

-- CreateIndex
CREATE INDEX "ProjectDocument_projectId_idx" ON "ProjectDocument"("projectId");

-- CreateIndex
CREATE INDEX "ProjectConstruction_projectId_date_idx" ON "ProjectConstruction"("projectId", "date");

-- CreateIndex
CREATE UNIQUE INDEX "TeamMember_slug_key" ON "TeamMember"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "Owner_username_key" ON "Owner"("username");

-- CreateIndex
CREATE UNIQUE INDEX "Owner_email_key" ON "Owner"("email");

-- CreateIndex
CREATE INDEX "Content_kind_publishedAt_idx" ON "Content"("kind", "publishedAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "Content_kind_key_key" ON "Content"("kind", "key");

-- CreateIndex
CREATE UNIQUE INDEX "Testimonial_submissionId_key" ON "Testimonial"("submissionId");

-- CreateIndex
CREATE INDEX "Testimonial_approved_postedAt_idx" ON "Testimonial"("approved", "postedAt" DESC);

-- CreateIndex
CREATE INDEX "FormSubmission_kind_createdAt_idx" ON "FormSubmission"("kind", "createdAt");

-- CreateIndex
CREATE INDEX "FormSubmission_email_kind_idx" ON "FormSubmission"("email", "kind");

-- CreateIndex
CREATE INDEX "FormSubmission_clientKey_createdAt_idx" ON "FormSubmission"("clientKey", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Upload_storedName_key" ON "Upload"("storedName");

-- CreateIndex
CREATE UNIQUE INDEX "OutboxMail_messageId_key" ON "OutboxMail"("messageId");

-- CreateIndex
CREATE INDEX "OutboxMail_status_nextAttemptAt_idx" ON "OutboxMail"("status", "nextAttemptAt");

-- CreateIndex
CREATE UNIQUE INDEX "StandingSearch_token_key" ON "StandingSearch"("token");

-- CreateIndex
CREATE INDEX "StandingSearch_goal_confirmedAt_idx" ON "StandingSearch"("goal", "confirmedAt");

-- CreateIndex
CREATE INDEX "StandingSearch_email_idx" ON "StandingSearch"("email");

-- CreateIndex
CREATE UNIQUE INDEX "NewsletterSubscription_email_key" ON "NewsletterSubscription"("email");

-- CreateIndex
CREATE UNIQUE INDEX "NewsletterSubscription_token_key" ON "NewsletterSubscription"("token");

-- CreateIndex
CREATE UNIQUE INDEX "AppointmentSlot_propertyId_startsAt_key" ON "AppointmentSlot"("propertyId", "startsAt");

-- CreateIndex
CREATE UNIQUE INDEX "AppointmentBooking_submissionId_key" ON "AppointmentBooking"("submissionId");

-- CreateIndex
CREATE INDEX "AppointmentBooking_slotId_idx" ON "AppointmentBooking"("slotId");

-- CreateIndex
CREATE INDEX "OwnerPortalEvent_propertyId_occurredAt_idx" ON "OwnerPortalEvent"("propertyId", "occurredAt" DESC);

-- AddForeignKey
ALTER TABLE "Property" ADD CONSTRAINT "Property_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "Category"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Property" ADD CONSTRAINT "Property_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Property" ADD CONSTRAINT "Property_managerId_fkey" FOREIGN KEY ("managerId") REFERENCES "TeamMember"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Property" ADD CONSTRAINT "Property_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "Owner"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PropertyTranslation" ADD CONSTRAINT "PropertyTranslation_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PropertyPhoto" ADD CONSTRAINT "PropertyPhoto_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PropertyDocument" ADD CONSTRAINT "PropertyDocument_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Category" ADD CONSTRAINT "Category_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Category"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CategoryTranslation" ADD CONSTRAINT "CategoryTranslation_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "Category"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Project" ADD CONSTRAINT "Project_managerId_fkey" FOREIGN KEY ("managerId") REFERENCES "TeamMember"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectTranslation" ADD CONSTRAINT "ProjectTranslation_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectUnit" ADD CONSTRAINT "ProjectUnit_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UnitPlan" ADD CONSTRAINT "UnitPlan_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "ProjectUnit"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectPhoto" ADD CONSTRAINT "ProjectPhoto_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectDocument" ADD CONSTRAINT "ProjectDocument_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectConstruction" ADD CONSTRAINT "ProjectConstruction_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConstructionTitle" ADD CONSTRAINT "ConstructionTitle_constructionId_fkey" FOREIGN KEY ("constructionId") REFERENCES "ProjectConstruction"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamMemberTranslation" ADD CONSTRAINT "TeamMemberTranslation_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "TeamMember"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Owner" ADD CONSTRAINT "Owner_managerId_fkey" FOREIGN KEY ("managerId") REFERENCES "TeamMember"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentTranslation" ADD CONSTRAINT "ContentTranslation_contentId_fkey" FOREIGN KEY ("contentId") REFERENCES "Content"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Testimonial" ADD CONSTRAINT "Testimonial_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "FormSubmission"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TestimonialTranslation" ADD CONSTRAINT "TestimonialTranslation_testimonialId_fkey" FOREIGN KEY ("testimonialId") REFERENCES "Testimonial"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FormSubmission" ADD CONSTRAINT "FormSubmission_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FormSubmission" ADD CONSTRAINT "FormSubmission_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Upload" ADD CONSTRAINT "Upload_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "FormSubmission"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OutboxMail" ADD CONSTRAINT "OutboxMail_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "FormSubmission"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StandingSearchAlert" ADD CONSTRAINT "StandingSearchAlert_searchId_fkey" FOREIGN KEY ("searchId") REFERENCES "StandingSearch"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StandingSearchAlert" ADD CONSTRAINT "StandingSearchAlert_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AppointmentSlot" ADD CONSTRAINT "AppointmentSlot_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AppointmentBooking" ADD CONSTRAINT "AppointmentBooking_slotId_fkey" FOREIGN KEY ("slotId") REFERENCES "AppointmentSlot"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PropertyPageView" ADD CONSTRAINT "PropertyPageView_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OwnerPortalEvent" ADD CONSTRAINT "OwnerPortalEvent_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property"("id") ON DELETE CASCADE ON UPDATE CASCADE;
